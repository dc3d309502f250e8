import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { storyUnlinked } from '../../stories/fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { LinkAccountModal } from './LinkAccountModal.tsx';

const meta = {
  title: 'Transactions/Components/LinkAccountModal',
  component: LinkAccountModal,
  args: { account: storyUnlinked[0]!, onClose: () => {}, onProposed: () => {} },
} satisfies Meta<typeof LinkAccountModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: (args) => (
    <TransactionsStory>
      <LinkAccountModal {...args} />
    </TransactionsStory>
  ),
};
/** The dossier refuses the number (e.g. the client was removed meanwhile): the reason stays in the dialog. */
export const Refused: Story = {
  render: (args) => (
    <TransactionsStory
      handlers={{
        createAccountNumber: () => {
          throw new ApiError(404, { message: 'Company not found' });
        },
      }}
    >
      <LinkAccountModal {...args} />
    </TransactionsStory>
  ),
};
