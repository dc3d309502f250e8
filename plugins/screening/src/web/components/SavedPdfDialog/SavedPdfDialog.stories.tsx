import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { SavedPdfDialog } from './SavedPdfDialog.tsx';

const meta = {
  title: 'Screening/Components/SavedPdfDialog',
  component: SavedPdfDialog,
  args: { file: { id: '664400650000000000000065', file: 'sanction-screening-maduro.pdf', url: '/api/v1/files/664400650000000000000065' }, onClose: () => {} },
  render: (args) => (
    <ScreeningStory>
      <SavedPdfDialog {...args} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof SavedPdfDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
