import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { addFakeRevision, dossierFakeState } from '../../../testing/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import ReviewHistoryScreen from './ReviewHistoryScreen.tsx';

const meta = {
  title: 'Dossier/Screens/ReviewHistoryScreen',
  component: ReviewHistoryScreen,
  parameters: { route: '/:companyId/document-history' },
} satisfies Meta<typeof ReviewHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const corporate = '000000000000000000000002';
const withRevisions = () => {
  const state = dossierFakeState();
  addFakeRevision(
    state,
    corporate,
    {
      _id: 'a00000000000000000000001',
      label: '2025 annual review',
      comment_by: 'carol',
      objects_count: 14,
      comment: [{ type: 'p', children: [{ text: 'All UBO documents checked; passport of the director renewed.' }] }],
    },
    { risk_level: 'medium' },
  );
  addFakeRevision(state, corporate, {
    _id: 'a00000000000000000000002',
    label: 'Onboarding',
    snapshotDate: '2024-03-12T14:05:00.000Z',
    comment: 'Initial file',
    objects_count: 6,
  });
  return state;
};
const PERMS = ['view_document_history', 'verify_report'];
const path = '/:companyId/document-history';

export const List: Story = {
  render: () => (
    <DossierStory
      state={withRevisions()}
      path={path}
      initialPath={`/${corporate}/document-history`}
      permissions={PERMS}
    >
      <ReviewHistoryScreen />
    </DossierStory>
  ),
};
export const Empty: Story = {
  render: () => (
    <DossierStory path={path} initialPath={`/${corporate}/document-history`} permissions={PERMS}>
      <ReviewHistoryScreen />
    </DossierStory>
  ),
};
export const ViewOnly: Story = {
  render: () => (
    <DossierStory
      state={withRevisions()}
      path={path}
      initialPath={`/${corporate}/document-history`}
      permissions={['view_document_history']}
      canEdit={false}
    >
      <ReviewHistoryScreen />
    </DossierStory>
  ),
};

export const AddRevisionLabelRequired: Story = {
  ...List,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Add new Document Revision' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Please fill in the name field')).toBeInTheDocument();
  },
};

export const RevisionInformation: Story = {
  ...List,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Information about 2025 annual review' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
  },
};
