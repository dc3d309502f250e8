import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { AuditTrailPopup, ExportPopup } from './AuditPopups.tsx';

const meta = {
  title: 'Workflow/Components/AuditPopups',
  component: ExportPopup,
  decorators: [
    (Story) => (
      <WorkflowStory>
        <Story />
      </WorkflowStory>
    ),
  ],
  args: { opened: true, onClose: fn(), download: fn(async () => 'audit-trail-2026-11-22.csv') },
} satisfies Meta<typeof ExportPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Export: Story = {};
export const AuditTrail: Story = {
  render: (args) => <AuditTrailPopup {...args} companyId="c00000000000000000000001" />,
};
export const ExportFails: Story = {
  args: {
    download: fn(async (): Promise<string> => {
      throw new Error('Export failed');
    }),
  },
};
