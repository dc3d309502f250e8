import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { userEvent, within } from 'storybook/test';
import { screeningIdBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { HitDecision } from './HitDecision.tsx';

const meta = {
  title: 'Screening/Components/HitDecision',
  component: HitDecision,
  args: { searchId: screeningIdBuilder(100), entryId: 'ofac:22190' },
  render: (args) => (
    <ScreeningStory>
      <Box p="md" maw={640}>
        <HitDecision {...args} />
      </Box>
    </ScreeningStory>
  ),
} satisfies Meta<typeof HitDecision>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotReviewed: Story = {};

export const AlreadyDecided: Story = {
  args: {
    decision: {
      decision: 'false_positive',
      comment: 'Different person: born 1990, client born 1962.',
      decided_at: '2024-05-02T10:00:00.000Z',
    },
  },
};

export const CommentRequired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'True match' }));
  },
};

export const Decide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Reviewer comment/), 'Different date of birth and nationality.');
    await userEvent.click(canvas.getByRole('button', { name: 'False positive' }));
  },
};

/** A decision recorded on an earlier screening of the same person: shown as such, confirmable in one step. */
export const CarriedOver: Story = {
  args: {
    decision: {
      decision: 'false_positive',
      comment: 'The son (born 1990), not our customer.',
      decided_at: '2024-04-02T09:12:00.000Z',
      decided_by: 'bob',
      search_id: screeningIdBuilder(90),
      carried_over: true,
    },
    screeningPath: (id) => `/sanction-screening-lookups/${id}`,
  },
};
