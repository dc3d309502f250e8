import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
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
