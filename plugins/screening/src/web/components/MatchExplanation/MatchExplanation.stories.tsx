import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { severalResultsBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { MatchExplanation } from './MatchExplanation.tsx';

const [strong, weakened, weak] = severalResultsBuilder();

const meta = {
  title: 'Screening/Components/MatchExplanation',
  component: MatchExplanation,
  render: (args) => (
    <ScreeningStory>
      <Box p="md" maw={760}>
        <MatchExplanation {...args} />
      </Box>
    </ScreeningStory>
  ),
} satisfies Meta<typeof MatchExplanation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StrongMatch: Story = { args: { explanation: strong.explanation, list: strong.list, score: strong.score } };
export const DifferentBirthYear: Story = {
  args: { explanation: weakened.explanation, list: weakened.list, score: weakened.score },
};
export const SurnameTokenOnly: Story = { args: { explanation: weak.explanation, list: weak.list, score: weak.score } };
