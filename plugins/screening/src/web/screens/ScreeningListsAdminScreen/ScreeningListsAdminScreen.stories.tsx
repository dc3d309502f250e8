import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@app/core/client';
import { importJobBuilder, screeningFakeState, screeningIdBuilder } from '../../../testing/index.ts';
import { ScreeningStory } from '../../stories/ScreeningStory.tsx';
import ScreeningListsAdminScreen from './ScreeningListsAdminScreen.tsx';

const meta = {
  title: 'Screening/Screens/ScreeningListsAdminScreen',
  component: ScreeningListsAdminScreen,
  parameters: { route: '/admin/screening-lists' },
} satisfies Meta<typeof ScreeningListsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lists: Story = {
  render: () => (
    <ScreeningStory path="/admin/screening-lists">
      <ScreeningListsAdminScreen />
    </ScreeningStory>
  ),
};

/** A UK import in progress: polled every second until done, then the versions refresh. */
export const ImportRunning: Story = {
  render: () => (
    <ScreeningStory
      path="/admin/screening-lists"
      delay={50}
      state={{
        jobs: [
          importJobBuilder({
            _id: screeningIdBuilder(410),
            source: 'uk',
            status: 'running',
            progress: 0,
            message: 'Queued',
            finished_at: null,
            version_id: null,
          }),
          ...screeningFakeState().jobs,
        ],
      }}
    >
      <ScreeningListsAdminScreen />
    </ScreeningStory>
  ),
};

export const NothingImported: Story = {
  render: () => (
    <ScreeningStory path="/admin/screening-lists" state={{ versions: [], jobs: [] }}>
      <ScreeningListsAdminScreen />
    </ScreeningStory>
  ),
};

export const LoadFailure: Story = {
  render: () => (
    <ScreeningStory
      path="/admin/screening-lists"
      handlers={{
        listVersions: () => {
          throw new ApiError(500, { message: 'Internal error' });
        },
      }}
    >
      <ScreeningListsAdminScreen />
    </ScreeningStory>
  ),
};
