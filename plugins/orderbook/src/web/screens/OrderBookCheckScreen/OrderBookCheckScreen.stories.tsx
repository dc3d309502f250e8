import { createFakeHttp } from '@app/core/client';
import { StoryProviders, staticSession } from '@app/core/web';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { depth, fillRate, liquidity, makeBand, openOrders } from '../../../engine/metrics.ts';
import { toSnapshots, type Fill, type Level } from '../../../engine/model.ts';
import { orderbookApi, ORDERBOOK_MESSAGES } from '../../../shared/index.ts';
import OrderBookCheckScreen from './OrderBookCheckScreen.tsx';

/** MARKET-TOOLS.md vector OB1 as fixed data, computed by the real engine. */
const T = (hm: string) => Date.parse(`2025-06-02T${hm}:00.000Z`);
const levels: Level[] = [
  { ts: T('12:00'), side: 'bid', price: '0.9998', quantity: '1000' },
  { ts: T('12:00'), side: 'bid', price: '0.999', quantity: '5000' },
  { ts: T('12:00'), side: 'ask', price: '1.0002', quantity: '800' },
  { ts: T('12:00'), side: 'ask', price: '1.001', quantity: '9000' },
  { ts: T('12:05'), side: 'bid', price: '0.9997', quantity: '400' },
  { ts: T('12:05'), side: 'bid', price: '0.9998', quantity: '600' },
  { ts: T('12:05'), side: 'ask', price: '1.0002', quantity: '1200' },
];
const trades: Fill[] = [
  { tradeId: 1, ts: T('12:01'), price: '1.0002', quantity: '300', isBuyerMaker: false },
  { tradeId: 2, ts: T('12:03'), price: '0.9998', quantity: '400', isBuyerMaker: true },
  { tradeId: 3, ts: T('12:07'), price: '1.0002', quantity: '200', isBuyerMaker: false },
  { tradeId: 4, ts: T('12:08'), price: '1.001', quantity: '999', isBuyerMaker: false },
];
const snaps = toSnapshots(levels);
const band = makeBand('0.9994', '1.0004', false, snaps);
const start = T('10:00'),
  end = T('12:08') + 1;
const window = {
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
  symbol: 'eureuri',
  market: 'EUREURI',
};
const common = { window, band, noDataInBand: false, message: null };
const http = createFakeHttp(orderbookApi, {
  orderBookData: (i) => ({
    ...common,
    snapshots: 2,
    levels: ['0.9997', '0.9998', '1.0002'],
    depth: depth(snaps[1]!, band),
    liquidity: liquidity(snaps, band, start, end, i.level),
  }),
  tradesData: () => ({
    ...common,
    trades: 4,
    inBand: 3,
    buckets: [{ bucket: '2025-06-02T12:00:00.000Z', buy: 500, sell: 400, unknown: 0, count: 3 }],
    rows: [],
  }),
  volumeFillRate: (i) => ({
    ...common,
    level: i.level ?? null,
    points: fillRate(liquidity(snaps, band, start, end, i.level), trades, band, i.level),
  }),
  openOrders: () => ({ ...common, ...openOrders(snaps[1]!, band) }),
});
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

const meta = { title: 'Orderbook/Screens/OrderBookCheckScreen', component: OrderBookCheckScreen } satisfies Meta<
  typeof OrderBookCheckScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Press Fetch Data, then Fill rate and Open orders: OB1's 45 % fill rate and 2 bid levels. */
export const OB1: Story = {
  render: () => (
    <StoryProviders session={session} http={http}>
      <OrderBookCheckScreen />
    </StoryProviders>
  ),
};

export const NoDataInBand: Story = {
  render: () => (
    <StoryProviders
      session={session}
      http={createFakeHttp(orderbookApi, {
        orderBookData: () => ({
          ...common,
          noDataInBand: true,
          message: ORDERBOOK_MESSAGES.noDataInBand,
          snapshots: 2,
          levels: [],
          depth: null,
          liquidity: [],
        }),
        tradesData: () => ({
          ...common,
          noDataInBand: true,
          message: ORDERBOOK_MESSAGES.noDataInBand,
          trades: 4,
          inBand: 0,
          buckets: [],
          rows: [],
        }),
      })}
    >
      <OrderBookCheckScreen />
    </StoryProviders>
  ),
};
