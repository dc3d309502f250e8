import type { Meta, StoryObj } from '@storybook/react-vite';
import { DdStory } from '../../stories/DdStory.tsx';
import DdItemScreen from './DdItemScreen.tsx';
import { buildFile, buildInfo } from '../../../testing/index.ts';

const meta = { title: 'Due Diligence/Screens/DdItemScreen', component: DdItemScreen } satisfies Meta<
  typeof DdItemScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const P = '/:companyId/due-diligence/:itemId';
const at = '/6740a1b2c3d4e5f6a7b8c900/due-diligence/6740a1b2c3d4e5f6a7b8c9d0';
export const SubmittedForReview: Story = {
  render: () => (
    <DdStory
      path={P}
      initialPath={at}
      state={{
        info: buildInfo({
          viewer: 'staff',
          record: { status: 'submitted', filler_full_name: 'Jan de Vries', position: 'Director', peps_present: 'NO' },
        }),
      }}
    >
      <DdItemScreen />
    </DdStory>
  ),
};
const submittedFrom = {
  submitted_at: '2026-11-20T09:40:00.000Z',
  submitted_ip: '203.0.113.24',
  submitted_user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/132.0',
};
/** The reviewer sees where the submit came from; one who revealed or used the link is told a colleague must approve (ADR 0063). */
export const SubmittedByLinkHolderYouRevealed: Story = {
  render: () => (
    <DdStory
      path={P}
      initialPath={at}
      state={{
        info: buildInfo({
          viewer: 'staff',
          involved: true,
          record: { status: 'submitted', filler_full_name: 'Jan de Vries', ...submittedFrom },
          docs: [buildFile({ uploaded_ip: '203.0.113.24', uploaded_user_agent: submittedFrom.submitted_user_agent })],
        }),
      }}
    >
      <DdItemScreen />
    </DdStory>
  ),
};
export const ApprovedWithPendingEdit: Story = {
  render: () => (
    <DdStory
      path={P}
      initialPath={at}
      state={{
        info: buildInfo({
          viewer: 'staff',
          record: {
            status: 'approved',
            position: 'Director',
            new_values: { position: 'Chair' },
            comments: [{ comment: 'Signature date missing', date: '2026-11-19T09:00:00.000Z' }],
          },
        }),
      }}
    >
      <DdItemScreen />
    </DdStory>
  ),
};
export const NotFound: Story = {
  render: () => (
    <DdStory
      path={P}
      initialPath={at}
      handlers={{
        getDueDiligence: () => {
          throw new (class extends Error {
            body = { message: 'Due Diligence Record not found' };
          })();
        },
      }}
    >
      <DdItemScreen />
    </DdStory>
  ),
};
/** Approved without two documents: the history names them (ADR 0073). */
export const ApprovedWithoutDocuments: Story = {
  render: () => (
    <DdStory
      path={P}
      initialPath={at}
      state={{
        info: buildInfo({
          viewer: 'staff',
          record: {
            status: 'approved',
            comments: [
              {
                comment: 'Originals seen at the meeting',
                date: '2026-11-21T09:00:00.000Z',
                acknowledged_documents: [
                  { name: 'Certificate of Incorporation', status: 'none' },
                  { name: 'Proof of Address for Eva Smit', status: 'rejected' },
                ],
              },
            ],
          },
        }),
      }}
    >
      <DdItemScreen />
    </DdStory>
  ),
};
