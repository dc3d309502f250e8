import { createFakeHttp } from '@app/core/client';
import { StoryProviders, staticSession } from '@app/core/web';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { backtestApi } from '../../../shared/index.ts';
import { MarketUploadContext } from '../../upload.tsx';
import MarketDataScreen from './MarketDataScreen.tsx';

const session = staticSession({
  user: {
    id: 's1',
    username: 'root',
    fullName: null,
    email: 'root@example.com',
    typeLabel: 'ADMINISTRATOR',
    isSuperUser: true,
  },
  permissions: {},
  raw: null,
});
const gap = { from: '2024-01-10T00:00:00.000Z', to: '2024-01-14T00:00:00.000Z', missing: 3 };
const http = createFakeHttp(backtestApi, {
  listMarketData: () => ({
    coverage: [
      {
        kind: 'klines',
        symbol: 'BTCUSDT',
        interval: '4h',
        rows: 5101,
        first: '2024-01-01T00:00:00.000Z',
        last: '2026-04-30T00:00:00.000Z',
      },
      {
        kind: 'orderbook',
        symbol: 'EUREURI',
        interval: null,
        rows: 7,
        first: '2025-06-02T12:00:00.000Z',
        last: '2025-06-02T12:05:00.000Z',
      },
    ],
    imports: [
      {
        _id: 'a'.repeat(24),
        kind: 'klines',
        symbol: 'BTCUSDT',
        interval: '4h',
        file: 'BTCUSDT-4h-2024-01-01_2026-04-30.csv',
        rows: 5101,
        inserted: 5101,
        updated: 0,
        gaps: [],
        imported_at: '2026-11-22T21:00:00.000Z',
      },
      {
        _id: 'b'.repeat(24),
        kind: 'klines',
        symbol: 'ETHUSDT',
        interval: '1d',
        file: 'ETHUSDT-1d-holed.csv',
        rows: 847,
        inserted: 847,
        updated: 0,
        gaps: [gap],
        imported_at: '2026-11-22T20:00:00.000Z',
      },
    ],
  }),
});

const meta = { title: 'Backtest/Screens/MarketDataScreen', component: MarketDataScreen } satisfies Meta<
  typeof MarketDataScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stored: Story = {
  render: () => (
    <StoryProviders session={session} http={http}>
      <MarketUploadContext.Provider
        value={async (fields, files) => ({
          imports: files.map((f) => ({
            import_id: 'c'.repeat(24),
            kind: fields.kind,
            symbol: 'BTCUSDT',
            interval: '1d',
            file: f.name,
            rows: 850,
            inserted: 850,
            updated: 0,
            unchanged: 0,
            first: '2024-01-01T00:00:00.000Z',
            last: '2026-04-29T00:00:00.000Z',
            gaps: [],
          })),
        })}
      >
        <MarketDataScreen />
      </MarketUploadContext.Provider>
    </StoryProviders>
  ),
};
