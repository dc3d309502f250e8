import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { screeningResultBuilder, severalResultsBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import { ResultDetails } from './ResultDetails.tsx';

const meta = {
  title: 'Screening/Components/ResultDetails',
  component: ResultDetails,
  render: (args) => (
    <ScreeningStory>
      <Box p="md">
        <ResultDetails {...args} />
      </Box>
    </ScreeningStory>
  ),
} satisfies Meta<typeof ResultDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllSections: Story = { args: { result: screeningResultBuilder() } };

/** Only current or found sanctions and found flags are listed; the rest show the 'No ... found' texts. */
export const NothingFound: Story = {
  args: {
    result: {
      ...severalResultsBuilder()[1],
      sanction_types: [{ body: 'EU', current: false, found: false, countryCode: 'EU' }],
    },
  },
};
