import type { Meta, StoryObj } from '@storybook/react-vite';
import { DossierStory } from '../../stories/DossierStory.tsx';
import { opsStoryState, STORY_CORPORATE, STORY_HOLDER } from '../ops/ops-story-state.ts';
import { AccountNumbers } from './AccountNumbers.tsx';

const meta = {
  title: 'Dossier/Components/AccountNumbers',
  component: AccountNumbers,
  args: { companyId: STORY_CORPORATE, label: 'Account Number' },
} satisfies Meta<typeof AccountNumbers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Corporate: Story = {
  render: (args) => (
    <DossierStory state={opsStoryState()} permissions={['create_transaction_profile']}>
      <AccountNumbers {...args} />
    </DossierStory>
  ),
};
export const PensionNumbers: Story = {
  args: { companyId: STORY_HOLDER, label: 'Pension Number' },
  render: (args) => (
    <DossierStory state={opsStoryState()} permissions={['create_transaction_profile']}>
      <AccountNumbers {...args} />
    </DossierStory>
  ),
};
export const ReadOnly: Story = {
  render: (args) => (
    <DossierStory state={opsStoryState()} canEdit={false}>
      <AccountNumbers {...args} />
    </DossierStory>
  ),
};
/** 'Add Account Number' opens a row to type the number; nothing is created until it is added with its value. */
export const AddingANumber: Story = {
  args: { initialAdding: true },
  render: (args) => (
    <DossierStory state={opsStoryState()} permissions={['create_transaction_profile']}>
      <AccountNumbers {...args} />
    </DossierStory>
  ),
};
