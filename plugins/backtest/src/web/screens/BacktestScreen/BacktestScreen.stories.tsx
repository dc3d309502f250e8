import { ApiError, createFakeHttp } from '@app/core/client';
import { StoryProviders, staticSession } from '@app/core/web';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BACKTEST_MESSAGES, backtestApi } from '../../../shared/index.ts';
import { storyBacktest } from '../../stories/story-data.ts';
import BacktestScreen from './BacktestScreen.tsx';
import { BacktestView } from './BacktestView.tsx';

const session = staticSession({
  user: {
    id: 'u1',
    username: 'alice',
    fullName: 'Alice Analyst',
    email: 'alice@example.com',
    typeLabel: 'ADMINISTRATOR',
    isSuperUser: false,
  },
  permissions: { view_chart: 'allow' },
  raw: null,
});

const meta = {
  title: 'Backtest/Screens/BacktestScreen',
  component: BacktestScreen,
  parameters: { route: '/id_23test' },
} satisfies Meta<typeof BacktestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page with the seed defaults; Load Data answers with a fixed run of the real engine. */
export const Defaults: Story = {
  render: () => (
    <StoryProviders
      session={session}
      path="/id_23test"
      http={createFakeHttp(backtestApi, { backTestData: () => ({ data: storyBacktest() }) }, { delay: 300 })}
    >
      <BacktestScreen />
    </StoryProviders>
  ),
};

/** A loaded result: summary, chart with markers, trade table with its total row. */
export const Loaded: Story = {
  render: () => (
    <StoryProviders session={session}>
      <BacktestView data={storyBacktest()} />
    </StoryProviders>
  ),
};

/** Missing data: the message names what to import. */
export const MissingData: Story = {
  render: () => (
    <StoryProviders
      session={session}
      path="/id_23test"
      http={createFakeHttp(backtestApi, {
        backTestData: () => {
          throw new ApiError(409, {
            message: BACKTEST_MESSAGES.noCandles('ETHUSDT', '4h', '2025-01-01', '2025-12-31'),
          });
        },
      })}
    >
      <BacktestScreen />
    </StoryProviders>
  ),
};
