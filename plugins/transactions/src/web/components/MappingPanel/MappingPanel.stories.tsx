import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Mapping } from '../../../shared/index.ts';
import { emptyMapping } from '../../mapping/mapping-draft.ts';
import { storyMapping, storySavedMappings } from '../../stories/import-fake.ts';
import { TransactionsStory } from '../../stories/TransactionsStory.tsx';
import { MappingPanel } from './MappingPanel.tsx';

const meta = {
  title: 'Transactions/Components/MappingPanel',
  component: MappingPanel,
  args: { value: storyMapping, savedId: null, onChange: () => {}, mayPush: true },
} satisfies Meta<typeof MappingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

function Panel({ initial, id, open }: { initial: Mapping; id: string | null; open?: boolean }) {
  const [state, setState] = useState({ m: initial, id });
  return (
    <MappingPanel
      value={state.m}
      savedId={state.id}
      onChange={(m, savedId) => setState({ m, id: savedId })}
      mayPush
      initiallyOpen={open}
    />
  );
}

export const SavedMappingChosen: Story = {
  render: () => (
    <TransactionsStory>
      <Panel initial={storyMapping} id={storySavedMappings[0]!._id} />
    </TransactionsStory>
  ),
};
export const NewMappingOpen: Story = {
  render: () => (
    <TransactionsStory>
      <Panel initial={emptyMapping()} id={null} open />
    </TransactionsStory>
  ),
};
