import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { CaseFilters, type CaseFilterValues } from './CaseFilters.tsx';

function Stateful({ initial }: { initial: CaseFilterValues }) {
  const [value, setValue] = useState(initial);
  return <CaseFilters value={value} onChange={(changes) => setValue((v) => ({ ...v, ...changes }))} />;
}

const meta = {
  title: 'Screening/Components/CaseFilters',
  component: CaseFilters,
  args: { value: { status: 'all', q: '', from: '', to: '' }, onChange: () => undefined },
  render: (args) => (
    <ScreeningStory>
      <Stateful initial={args.value} />
    </ScreeningStory>
  ),
} satisfies Meta<typeof CaseFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OpenCasesOfMay: Story = { args: { value: { status: 'open', q: 'maduro', from: '2024-05-01', to: '2024-05-31' } } };
