import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { userEvent, within } from 'storybook/test';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { ImportListForm } from './ImportListForm.tsx';

const meta = {
  title: 'Screening/Components/ImportListForm',
  component: ImportListForm,
  render: (args) => (
    <ScreeningStory>
      <Box p="md">
        <ImportListForm {...args} />
      </Box>
    </ScreeningStory>
  ),
} satisfies Meta<typeof ImportListForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MissingSourceAndFiles: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Import list' }));
  },
};

export const UploadRejected: Story = {
  render: (args) => (
    <ScreeningStory failUpload="The file is not an OFAC SDN XML or CSV file">
      <Box p="md">
        <ImportListForm {...args} />
      </Box>
    </ScreeningStory>
  ),
};
