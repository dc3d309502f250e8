import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../testing/StoryProviders.tsx';
import { AttachmentList } from './AttachmentList.tsx';

const meta: Meta<typeof AttachmentList> = {
  title: 'Core/AttachmentList',
  component: AttachmentList,
  args: {
    label: 'Attachments of the task',
    failedMessage: 'There was an error during file download.\nPlease try again or contact the support',
    files: [
      { _id: '6561f0c2a1b2c3d4e5f60001', filename: 'passport-scan.pdf', filesize: 482_113 },
      { _id: '6561f0c2a1b2c3d4e5f60002', filename: 'proof-of-address.png', filesize: 1_913_274 },
      { _id: '6561f0c2a1b2c3d4e5f60003', filename: 'notes.txt', filesize: 812 },
    ],
    save: async () => undefined,
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof AttachmentList>;

export const Files: Story = {};
export const DownloadFails: Story = { args: { save: () => Promise.reject(new Error('network down')) } };
