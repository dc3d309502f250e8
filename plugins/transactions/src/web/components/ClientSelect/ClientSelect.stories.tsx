import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ACME } from '../../stories/fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { ClientSelect } from './ClientSelect.tsx';

const meta = { title: 'Transactions/Components/ClientSelect', component: ClientSelect } satisfies Meta<
  typeof ClientSelect
>;
export default meta;
type Story = StoryObj<typeof meta>;

function Picker({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return <ClientSelect label="Client" placeholder="Search a client by name" value={value} onChange={setValue} />;
}

export const Empty: Story = {
  args: { value: null, onChange: () => {} },
  render: () => (
    <TransactionsStory>
      <Picker initial={null} />
    </TransactionsStory>
  ),
};
export const Chosen: Story = {
  args: { value: ACME, onChange: () => {} },
  render: () => (
    <TransactionsStory>
      <Picker initial={ACME} />
    </TransactionsStory>
  ),
};
