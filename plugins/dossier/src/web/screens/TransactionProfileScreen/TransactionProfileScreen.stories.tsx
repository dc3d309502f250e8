import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { opsStoryState, STORY_CORPORATE } from '../../components/ops/ops-story-state.ts';
import TransactionProfileScreen from './TransactionProfileScreen.tsx';

const meta = {
  title: 'Dossier/Screens/TransactionProfileScreen',
  component: TransactionProfileScreen,
  parameters: { route: '/:companyId/transaction-profile' },
} satisfies Meta<typeof TransactionProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ALL = [
  'view_transaction_profile',
  'create_transaction_profile',
  'update_transaction_profile',
  'delete_transaction_profile',
];
const path = '/:companyId/transaction-profile';
const at = `/${STORY_CORPORATE}/transaction-profile`;

export const TwoAccounts: Story = {
  render: () => (
    <DossierStory state={opsStoryState()} path={path} initialPath={at} permissions={ALL}>
      <TransactionProfileScreen />
    </DossierStory>
  ),
};
export const Empty: Story = {
  render: () => (
    <DossierStory state={opsStoryState({ empty: true })} path={path} initialPath={at} permissions={ALL}>
      <TransactionProfileScreen />
    </DossierStory>
  ),
};
export const ReadOnly: Story = {
  render: () => (
    <DossierStory
      state={opsStoryState()}
      path={path}
      initialPath={at}
      canEdit={false}
      permissions={['view_transaction_profile']}
    >
      <TransactionProfileScreen />
    </DossierStory>
  ),
};
export const SnapshotView: Story = {
  render: () => (
    <DossierStory
      state={opsStoryState()}
      path={path}
      initialPath={`${at}?snapshot=abcdefabcdefabcdefabcdef`}
      permissions={ALL}
    >
      <TransactionProfileScreen />
    </DossierStory>
  ),
};

/** Opening the new account's panel and saving without counterparties shows the rule under both fields. */
export const CounterpartiesRequired: Story = {
  ...TwoAccounts,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: /NL91 ABNA/ }));
    const bank = (await c.findAllByLabelText('Name of the bank')).at(-1)!;
    await userEvent.type(bank, 'ABN AMRO');
    await expect((await c.findAllByText('Counterparty name is required')).length).toBe(2);
  },
};
