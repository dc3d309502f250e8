import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { userEvent, within } from 'storybook/test';
import { reviewAction } from '../../../testing/workflow.fake-http.ts';
import { WorkflowStory } from '../../stories/WorkflowStory.tsx';
import { ChangesScreen } from './ChangesScreen.tsx';

const meta = {
  title: 'Workflow/Screens/ChangesScreen',
  component: ChangesScreen,
  args: { view: 'forConfirmation' },
} satisfies Meta<typeof ChangesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fakeDownload = async () => 'audit-trail-2026-11-22.csv';

export const Workflow: Story = {
  render: () => (
    <WorkflowStory path="/workflow/:itemId?">
      <ChangesScreen view="forConfirmation" download={fakeDownload} />
    </WorkflowStory>
  ),
};

export const ClientWorkflow: Story = {
  render: () => (
    <WorkflowStory path="/:companyId/workflow" initialPath="/c00000000000000000000001/workflow">
      <ChangesScreen view="forConfirmation" />
    </WorkflowStory>
  ),
};

export const ActionRequired: Story = {
  render: () => (
    <WorkflowStory path="/workflow/:itemId" initialPath="/workflow/a1b2c3d4e5f6a7b8c9d0e1f2">
      <ChangesScreen view="forConfirmation" />
    </WorkflowStory>
  ),
};

export const DeleteRequest: Story = {
  render: () => (
    <WorkflowStory path="/workflow/:itemId" initialPath="/workflow/a1b2c3d4e5f6a7b8c9d0e1f3">
      <ChangesScreen view="forConfirmation" />
    </WorkflowStory>
  ),
};

export const DenyWithShortReason: Story = {
  ...ActionRequired,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Deny' }));
    await userEvent.type(await body.findByLabelText(/Reason for denying/), 'too short');
    const buttons = await body.findAllByRole('button', { name: 'Deny' });
    await userEvent.click(buttons[buttons.length - 1]!);
  },
};

export const ChangeLog: Story = {
  render: () => (
    <WorkflowStory path="/change-log">
      <ChangesScreen view="forHistory" />
    </WorkflowStory>
  ),
};

export const HistoryView: Story = {
  render: () => (
    <WorkflowStory path="/change-log/:itemId" initialPath="/change-log/a1b2c3d4e5f6a7b8c9d0e1f5">
      <ChangesScreen view="forHistory" />
    </WorkflowStory>
  ),
};

export const Empty: Story = {
  render: () => (
    <WorkflowStory path="/workflow" state={{ actions: [] }}>
      <ChangesScreen view="forConfirmation" />
    </WorkflowStory>
  ),
};

export const ReadOnlyReviewer: Story = {
  render: () => (
    <WorkflowStory
      path="/workflow/:itemId"
      initialPath="/workflow/a1b2c3d4e5f6a7b8c9d0e1f2"
      permissions={{ view_requested_changes: 'allow' }}
      state={{ actions: [reviewAction()] }}
    >
      <ChangesScreen view="forConfirmation" />
    </WorkflowStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <WorkflowStory
      path="/workflow"
      handlers={{
        listNotifications: () => {
          throw new ApiError(500, { message: 'Error loading notification' });
        },
      }}
    >
      <ChangesScreen view="forConfirmation" />
    </WorkflowStory>
  ),
};

const many = Array.from({ length: 65 }, (_, i) =>
  reviewAction({
    _id: `b${String(i).padStart(23, '0')}`,
    datetime: new Date(Date.UTC(2026, 10, 22, 14) - i * 60_000).toISOString(),
    company_id: `c${String(i % 7).padStart(23, '0')}`,
    company_name: `Client ${i % 7}`,
  }),
);

/** 65 waiting changes: 30 per page from the server, pager below the table. */
export const Paged: Story = {
  render: () => (
    <WorkflowStory path="/workflow" state={{ actions: many }}>
      <ChangesScreen view="forConfirmation" />
    </WorkflowStory>
  ),
};

/** `notification-by-client`: one row per client with its count, search, ordering. */
export const ByClient: Story = {
  render: () => (
    <WorkflowStory path="/workflow" initialPath="/workflow?by=client" state={{ actions: many }}>
      <ChangesScreen view="forConfirmation" />
    </WorkflowStory>
  ),
};
