import type { Meta, StoryObj } from '@storybook/react-vite';
import { listVersionsBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { ListVersionsTable } from './ListVersionsTable.tsx';

const meta = {
  title: 'Screening/Components/ListVersionsTable',
  component: ListVersionsTable,
  args: { versions: listVersionsBuilder() },
  render: (args) => (
    <ScreeningStory>
      <ListVersionsTable {...args} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof ListVersionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Versions: Story = {};
export const NothingImported: Story = { args: { versions: [] } };
