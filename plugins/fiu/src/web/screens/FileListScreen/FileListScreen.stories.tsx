import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { expect, within } from 'storybook/test';
import { fileItem } from '../../../testing/index.ts';
import { FiuStory } from '../../stories/FiuStory.tsx';
import FileListScreen from './FileListScreen.tsx';

const meta = { title: 'FIU/Screens/FileListScreen', component: FileListScreen } satisfies Meta<typeof FileListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Files: Story = {
  render: () => (
    <FiuStory path="/fiu/file-list">
      <FileListScreen />
    </FiuStory>
  ),
};
export const NothingHereYet: Story = {
  render: () => (
    <FiuStory path="/fiu/file-list" state={{ files: [] }}>
      <FileListScreen />
    </FiuStory>
  ),
};
export const LoadFailure: Story = {
  render: () => (
    <FiuStory
      path="/fiu/file-list"
      handlers={{
        getFilesList: () => {
          throw new ApiError(500, { message: 'Error loading user files list' });
        },
      }}
    >
      <FileListScreen />
    </FiuStory>
  ),
};

/** 620 files: 50 a page, newest first; every one reachable (the list stopped at 500). */
export const ManyFiles: Story = {
  render: () => (
    <FiuStory
      path="/fiu/file-list"
      state={{
        files: Array.from({ length: 620 }, (_, i) =>
          fileItem({
            _id: (i + 1).toString(16).padStart(24, '0'),
            filename: `export-${620 - i}.csv`,
            serverName: `${(1000 + i).toString(16).padStart(24, '0')}.csv`,
          }),
        ),
      }}
    >
      <FileListScreen />
    </FiuStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Files 1–50 of 620')).toBeInTheDocument();
  },
};
