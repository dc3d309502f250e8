import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { currentUserBuilder } from '../../../testing/index.ts';
import { AuthStory } from '../../stories/AuthStory.tsx';
import TermsAdminScreen from './TermsAdminScreen.tsx';

const meta = {
  title: 'Auth/Screens/TermsAdminScreen',
  component: TermsAdminScreen,
  parameters: { route: '/admin/terms-admin' },
} satisfies Meta<typeof TermsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const superUser = () => {
  const me = currentUserBuilder();
  return { ...me, user: { ...me.user, is_super_user: true } };
};

export const WithVersions: Story = {
  render: () => (
    <AuthStory path="/admin/terms-admin" state={{ currentUser: superUser() }}>
      <TermsAdminScreen />
    </AuthStory>
  ),
};

export const NoVersionsYet: Story = {
  render: () => (
    <AuthStory path="/admin/terms-admin" state={{ currentUser: superUser(), terms: null, termsVersions: [] }}>
      <TermsAdminScreen />
    </AuthStory>
  ),
};

/** Restoring an earlier version adds a new current version that says where it came from. */
export const RestoreAVersion: Story = {
  render: () => (
    <AuthStory path="/admin/terms-admin" state={{ currentUser: superUser() }} delay={0}>
      <TermsAdminScreen />
    </AuthStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const restore = await canvas.findAllByRole('button', { name: /^Restore the version of/ });
    await userEvent.click(restore[0]!);
    await userEvent.click(await body.findByRole('button', { name: 'Restore' }));
    const table = await canvas.findByRole('table', { name: 'Terms versions' });
    await expect(await within(table).findAllByRole('row')).toHaveLength(5);
  },
};
