import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BacktestData } from '../../../shared/index.ts';
import { BacktestChart } from '../../components/BacktestChart/BacktestChart.tsx';
import { TradesTable } from '../../components/TradesTable/TradesTable.tsx';
import { pct, usd } from '../../hooks.ts';

/** The result of one run: notices, summary, chart, trade table. */
export function BacktestView({ data }: { data: BacktestData }) {
  const p = data.params;
  return (
    <Stack gap="md">
      {data.notices.map((n) => (
        <Alert key={n} color="yellow" title="Note">
          {n}
        </Alert>
      ))}
      <Group gap="xl" aria-label="Summary" role="group">
        <Stat
          label="Total profit"
          value={`${usd(data.summary.totalProfit)} USDT`}
          tone={data.summary.totalProfit}
          testId="summary-profit"
        />
        <Stat label="Return" value={pct(data.summary.totalPct)} tone={data.summary.totalPct} testId="summary-return" />
        <Stat label="Completed trades" value={String(data.completedTrades)} />
        <Stat label="Final equity" value={`${usd(data.summary.finalEquity)} USDT`} />
      </Group>
      <Text size="xs" c="gray.7">
        {p.market} {p.interval}, {p.from} … {p.to}; {p.maType} {p.fastPeriod}/{p.slowPeriod}/{p.longPeriod}; capital{' '}
        {p.initialCapital} USDT, fee {p.feeRate * 100} % per fill, risk {p.risk}; fills at the close of the signal
        candle; {p.warmupCandles} warm-up candles. Source: Binance.
      </Text>
      <Paper withBorder p="sm">
        <BacktestChart data={data} />
      </Paper>
      <Title order={2} size="h4">
        Trades
      </Title>
      <TradesTable data={data} />
    </Stack>
  );
}

function Stat({ label, value, tone, testId }: { label: string; value: string; tone?: number; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId} c={tone === undefined ? undefined : tone >= 0 ? 'teal.9' : 'red.9'}>
        {value}
      </Text>
    </div>
  );
}
