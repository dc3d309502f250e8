import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { severalResultsBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { MatchList } from './MatchList.tsx';

const results = severalResultsBuilder();

const meta = {
  title: 'Screening/Components/MatchList',
  component: MatchList,
  args: {
    results,
    selected: 0,
    visited: new Set([0, 2]),
    onPick: () => undefined,
    decisionOf: (r) => r.decision ?? null,
    understood: true,
    onUnderstand: () => undefined,
  },
  render: (args) => (
    <ScreeningStory>
      <Box p="md" maw={420}>
        <MatchList {...args} />
      </Box>
    </ScreeningStory>
  ),
} satisfies Meta<typeof MatchList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'I understand' ticked, first match open, the son's carried-over false positive marked. */
export const FirstSelected: Story = {};
/** Before 'I understand': the matches are listed but cannot be chosen. */
export const Locked: Story = { args: { selected: null, visited: new Set(), understood: false } };
export const NothingSelected: Story = { args: { selected: null, visited: new Set() } };
