import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  adminFakeState,
  adminIdBuilder,
  boUserDetailBuilder,
  boUserBuilder,
  noSubscription,
  subscriptionBuilder,
} from '../../../testing/index.ts';
import { AdminStory } from '../../stories/AdminStory.tsx';
import AdminUserScreen from './AdminUserScreen.tsx';

const meta = {
  title: 'Admin/Screens/AdminUserScreen',
  component: AdminUserScreen,
  parameters: { route: '/admin/users/:id' },
} satisfies Meta<typeof AdminUserScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const id = adminIdBuilder(1);
const path = '/admin/users/:id';
const at = `/admin/users/${id}/`;

/** Active subscription with remaining days / hours / minutes, ledger, files, logins, profile. */
export const UserDetail: Story = {
  render: () => (
    <AdminStory path={path} initialPath={at}>
      <AdminUserScreen />
    </AdminStory>
  ),
};

/** Give credits: the balance and the credit list update; 'Credit added'. */
export const GiveCredits: Story = {
  render: () => (
    <AdminStory path={path} initialPath={at} delay={20}>
      <AdminUserScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Give credits' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(/Amount/), '25.5');
    await userEvent.click(body.getAllByRole('button', { name: 'Give credits' }).at(-1)!);
    await expect(await canvas.findByText('68.00')).toBeInTheDocument();
  },
};

/** A new user: no subscription, no credits, nothing uploaded. */
export const NewUser: Story = {
  render: () => {
    const user = boUserBuilder({ lastLogin: null });
    const detail = boUserDetailBuilder({
      user,
      credits_balance: 0,
      subscription: noSubscription,
      credits: [],
      files: [],
      loginHistory: [],
      userInformation: null,
      userAddress: null,
      userPhone: null,
      wallet: null,
    });
    return (
      <AdminStory path={path} initialPath={at} state={{ ...adminFakeState(), details: { [id]: detail } }}>
        <AdminUserScreen />
      </AdminStory>
    );
  },
};

export const ExpiredSubscription: Story = {
  render: () => {
    const detail = boUserDetailBuilder({
      subscription: subscriptionBuilder({
        status: 'expired',
        activated_at: '2026-09-01T10:00:00.000Z',
        expire_at: '2026-10-01T10:00:00.000Z',
        remaining: { days: 0, hours: 0, minutes: 0 },
      }),
    });
    return (
      <AdminStory path={path} initialPath={at} state={{ ...adminFakeState(), details: { [id]: detail } }}>
        <AdminUserScreen />
      </AdminStory>
    );
  },
};

export const UnknownUser: Story = {
  render: () => (
    <AdminStory path={path} initialPath={`/admin/users/${'f'.repeat(24)}/`}>
      <AdminUserScreen />
    </AdminStory>
  ),
};
