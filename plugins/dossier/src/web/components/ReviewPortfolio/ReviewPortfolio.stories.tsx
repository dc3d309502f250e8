import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { SimpleGrid } from '@mantine/core';
import { userEvent, within } from 'storybook/test';
import { portfolioStoryState } from '../../../testing/index.ts';
import { DossierStory } from '../../stories/DossierStory.tsx';
import ReviewPortfolio, { localDay } from './ReviewPortfolio.tsx';

const meta = {
  title: 'Dossier/Components/ReviewPortfolio',
  component: ReviewPortfolio,
  parameters: { route: '/home' },
  render: () => (
    <DossierStory path="/home" state={portfolioStoryState(localDay())}>
      <SimpleGrid cols={{ base: 1, md: 2 }} p="md">
        <ReviewPortfolio />
      </SimpleGrid>
    </DossierStory>
  ),
} satisfies Meta<typeof ReviewPortfolio>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On Home: overdue, this month and the next 3 months by risk level; the most urgent clients with their dashboard completeness. */
export const Corporate: Story = {};

export const AccountHolders: Story = {
  play: async ({ canvasElement }) => userEvent.click(await within(canvasElement).findByText('Account Holders')),
};

export const NothingDue: Story = {
  render: () => (
    <DossierStory path="/home" state={{ companies: [], objects: [] }}>
      <SimpleGrid cols={2} p="md">
        <ReviewPortfolio />
      </SimpleGrid>
    </DossierStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <DossierStory
      path="/home"
      handlers={{
        reviewPortfolio: () => {
          throw new ApiError(500, { message: 'Internal error' });
        },
      }}
    >
      <SimpleGrid cols={2} p="md">
        <ReviewPortfolio />
      </SimpleGrid>
    </DossierStory>
  ),
};
