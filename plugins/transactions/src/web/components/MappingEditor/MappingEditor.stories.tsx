import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { validateMapping, type Mapping } from '../../../shared/index.ts';
import { emptyMapping } from '../../mapping/mapping-draft.ts';
import { storyMapping, storyPreview } from '../../stories/import-fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { MappingEditor } from './MappingEditor.tsx';

const meta = {
  title: 'Transactions/Components/MappingEditor',
  component: MappingEditor,
  args: { value: storyMapping, onChange: () => {} },
} satisfies Meta<typeof MappingEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

function Editing({ initial, withPreview }: { initial: Mapping; withPreview?: boolean }) {
  const [m, setM] = useState(initial);
  const check = validateMapping(m);
  return (
    <MappingEditor
      value={m}
      onChange={setM}
      errors={check.ok ? [] : check.errors}
      headers={withPreview ? storyPreview.headers : []}
      uncovered={withPreview ? storyPreview.uncovered : []}
    />
  );
}

/** The core banking export: columns, a joined branch, value tables, a D/C column, a date format. */
export const CoreBanking: Story = {
  render: () => (
    <TransactionsStory>
      <Editing initial={storyMapping} withPreview />
    </TransactionsStory>
  ),
};
/** A new mapping: every required field says what is missing. */
export const New: Story = {
  render: () => (
    <TransactionsStory>
      <Editing initial={emptyMapping()} />
    </TransactionsStory>
  ),
};
/** Signed amounts with a decimal comma and a constant currency (a German bank's export). */
export const SignedAmounts: Story = {
  render: () => (
    <TransactionsStory>
      <Editing
        initial={{
          columns: {
            account: 'IBAN Auftragskonto',
            amount: 'Betrag',
            booked_at: 'Buchungstag',
            reference: 'Kundenreferenz',
          },
          constants: { currency: 'EUR' },
          dates: { booked_at: 'DD.MM.YYYY' },
          decimal: ',',
        }}
      />
    </TransactionsStory>
  ),
};
