import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { CaseFilters, type CaseFilterValues } from './CaseFilters.tsx';

const clients = [
  { id: 'a000000000000000000000c1', name: 'Orinoco Holdings NV' },
  { id: 'a000000000000000000000c2', name: 'Kivu Minerals Ltd' },
];
const assignees = [
  { id: 'u1', name: 'alice' },
  { id: 'u2', name: 'bob' },
];

function Stateful({ initial, perClient }: { initial: CaseFilterValues; perClient?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <CaseFilters
      value={value}
      onChange={(changes) => setValue((v) => ({ ...v, ...changes }))}
      clients={perClient ? undefined : clients}
      assignees={assignees}
    />
  );
}

const meta = {
  title: 'Screening/Components/CaseFilters',
  component: CaseFilters,
  args: { value: { status: 'all', q: '', from: '', to: '', client: '', assignee: '' }, onChange: () => undefined },
  render: (args) => (
    <ScreeningStory>
      <Stateful initial={args.value} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof CaseFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OpenCasesOfMay: Story = {
  args: { value: { status: 'open', q: 'maduro', from: '2024-05-01', to: '2024-05-31', client: '', assignee: '' } },
};
/** One client's open cases assigned to bob. */
export const ByClientAndAssignee: Story = {
  args: { value: { status: 'open', q: '', from: '', to: '', client: 'a000000000000000000000c1', assignee: 'u2' } },
};
/** One client's own history: no client filter. */
export const PerClient: Story = {
  render: (args) => (
    <ScreeningStory>
      <Stateful initial={args.value} perClient />
    </ScreeningStory>
  ),
};
