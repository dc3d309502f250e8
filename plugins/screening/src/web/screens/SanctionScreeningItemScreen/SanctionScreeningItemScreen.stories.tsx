import type { Meta, StoryObj } from '@storybook/react-vite';
import { screeningIdBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import SanctionScreeningItemScreen from './SanctionScreeningItemScreen.tsx';

const meta = {
  title: 'Screening/Screens/SanctionScreeningItemScreen',
  component: SanctionScreeningItemScreen,
  parameters: { route: '/sanction-screening-lookups/:sanction_id' },
} satisfies Meta<typeof SanctionScreeningItemScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/sanction-screening-lookups/:sanction_id';

export const SeveralHits: Story = {
  render: () => (
    <ScreeningStory path={path} initialPath={`/sanction-screening-lookups/${screeningIdBuilder(100)}`}>
      <SanctionScreeningItemScreen />
    </ScreeningStory>
  ),
};

export const NoHits: Story = {
  render: () => (
    <ScreeningStory path={path} initialPath={`/sanction-screening-lookups/${screeningIdBuilder(101)}`}>
      <SanctionScreeningItemScreen />
    </ScreeningStory>
  ),
};

export const PerCompany: Story = {
  render: () => (
    <ScreeningStory
      path="/:companyId/sanction-screening-lookups/:sanction_id"
      initialPath={`/${screeningIdBuilder(900)}/sanction-screening-lookups/${screeningIdBuilder(100)}`}
    >
      <SanctionScreeningItemScreen />
    </ScreeningStory>
  ),
};

export const NotFound: Story = {
  render: () => (
    <ScreeningStory path={path} initialPath="/sanction-screening-lookups/000000000000000000000000">
      <SanctionScreeningItemScreen />
    </ScreeningStory>
  ),
};

export const Loading: Story = {
  render: () => (
    <ScreeningStory path={path} initialPath={`/sanction-screening-lookups/${screeningIdBuilder(100)}`} delay={60_000}>
      <SanctionScreeningItemScreen />
    </ScreeningStory>
  ),
};
