import type { Meta, StoryObj } from '@storybook/react-vite';
import { DdStory } from '../../stories/DdStory.tsx';
import DdListScreen from './DdListScreen.tsx';
import { buildListItem, ddFakeState, hidden } from '../../../testing/index.ts';

const meta = { title: 'Due Diligence/Screens/DdListScreen', component: DdListScreen } satisfies Meta<
  typeof DdListScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const P = '/:companyId/due-diligence/';
const at = '/6740a1b2c3d4e5f6a7b8c900/due-diligence/';
export const List: Story = {
  render: () => (
    <DdStory path={P} initialPath={at}>
      <DdListScreen />
    </DdStory>
  ),
};
export const NoRecordsYet: Story = {
  render: () => (
    <DdStory path={P} initialPath={at} state={{ list: [] }}>
      <DdListScreen />
    </DdStory>
  ),
};
export const RevokedAndExpiredLinks: Story = {
  render: () => (
    <DdStory
      path={P}
      initialPath={at}
      state={{
        list: [
          buildListItem({
            status: 'rejected',
            access_link_token: null,
            access_link_documents_token: null,
            links: {
              form: { token: null, url: null, expires_at: '2026-10-01T00:00:00.000Z', state: 'expired' },
              documents: { token: null, url: null, expires_at: '2026-10-01T00:00:00.000Z', state: 'revoked' },
            },
          }),
        ],
      }}
    >
      <DdListScreen />
    </DdStory>
  ),
};
/** Without create_due_diligence the list says a link exists and until when, never its token (ADR 0063). */
const withoutTokens = ddFakeState().list.map((i) => ({
  ...i,
  access_link_token: null,
  access_link_documents_token: null,
  links: { form: hidden(i.links.form), documents: hidden(i.links.documents) },
}));
export const ReadOnlyViewer: Story = {
  render: () => (
    <DdStory path={P} initialPath={at} permissions={['view_due_diligence']} state={{ list: withoutTokens }}>
      <DdListScreen />
    </DdStory>
  ),
};
/** A reviewer (approve, no create): no copy or open, the link's state and expiry only. */
export const ReviewerWithoutTokens: Story = {
  render: () => (
    <DdStory
      path={P}
      initialPath={at}
      permissions={['view_due_diligence', 'approve_due_diligence']}
      state={{ list: withoutTokens }}
    >
      <DdListScreen />
    </DdStory>
  ),
};
/** An administrator also finds the organisation's widget settings (allowed origins) here. */
export const Administrator: Story = {
  render: () => (
    <DdStory path={P} initialPath={at} administrator>
      <DdListScreen />
    </DdStory>
  ),
};
