import { errorText } from '@app/core/web';
import { Alert, Button, Grid, Group, Paper, Select, Slider, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CHECK_SYMBOLS, DEFAULT_BAND, type CheckInput } from '../../../shared/index.ts';
import { DepthChart, FillRateChart, LiquidityChart } from '../../components/Charts.tsx';
import { FillRateTable, OpenOrdersTable } from '../../components/Tables.tsx';
import { qty, useOrderbookClient, utc } from '../../hooks.ts';

const toIso = (local: string) => (local ? `${local}:00.000Z` : undefined);

/** /admin/check: the EURI order-book check (window default: the last 24 hours of stored data). */
export default function OrderBookCheckScreen() {
  const client = useOrderbookClient();
  const [form, setForm] = useState<{ symbol: string; start: string; end: string; priceMin: string; priceMax: string }>({
    symbol: 'eureuri',
    start: '',
    end: '',
    priceMin: DEFAULT_BAND.min,
    priceMax: DEFAULT_BAND.max,
  });
  const [input, setInput] = useState<CheckInput | null>(null);
  const [level, setLevel] = useState<string | null>(null);
  const [show, setShow] = useState<{ fill: boolean; orders: boolean }>({ fill: false, orders: false });
  const withLevel = input && level ? { ...input, level } : input;
  const book = useQuery({
    queryKey: ['orderbook', 'book', withLevel],
    queryFn: () => client.orderBookData(withLevel!),
    enabled: !!input,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const trades = useQuery({
    queryKey: ['orderbook', 'trades', input],
    queryFn: () => client.tradesData(input!),
    enabled: !!input,
    retry: false,
  });
  const fill = useQuery({
    queryKey: ['orderbook', 'fill', withLevel],
    queryFn: () => client.volumeFillRate(withLevel!),
    enabled: !!input && show.fill,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const orders = useQuery({
    queryKey: ['orderbook', 'orders', input],
    queryFn: () => client.openOrders(input!),
    enabled: !!input && show.orders,
    retry: false,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLevel(null);
    setInput({
      symbol: form.symbol,
      start: toIso(form.start),
      end: toIso(form.end),
      priceMin: form.priceMin,
      priceMax: form.priceMax,
    });
  };
  const levels = book.data?.levels ?? [];
  const d = book.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Order-book check
      </Title>
      <form onSubmit={submit} aria-label="Order-book check settings">
        <Group align="end" wrap="wrap">
          <Select
            label="Symbol"
            data={[...CHECK_SYMBOLS]}
            value={form.symbol}
            onChange={(v) => v && setForm({ ...form, symbol: v })}
            allowDeselect={false}
            w={130}
          />
          <TextInput
            label="Start (UTC)"
            type="datetime-local"
            value={form.start}
            onChange={(e) => setForm({ ...form, start: e.currentTarget.value })}
            w={210}
          />
          <TextInput
            label="End (UTC)"
            type="datetime-local"
            value={form.end}
            onChange={(e) => setForm({ ...form, end: e.currentTarget.value })}
            w={210}
          />
          <TextInput
            label="Price from"
            value={form.priceMin}
            onChange={(e) => setForm({ ...form, priceMin: e.currentTarget.value.trim() })}
            w={110}
          />
          <TextInput
            label="Price to"
            value={form.priceMax}
            onChange={(e) => setForm({ ...form, priceMax: e.currentTarget.value.trim() })}
            w={110}
          />
          <Button type="submit" loading={book.isFetching && !d}>
            Fetch Data
          </Button>
          <Button variant="default" disabled={!input} onClick={() => setShow((s) => ({ ...s, fill: true }))}>
            Fill rate
          </Button>
          <Button variant="default" disabled={!input} onClick={() => setShow((s) => ({ ...s, orders: true }))}>
            Open orders
          </Button>
        </Group>
      </form>
      {!input && (
        <Text c="gray.7">Leave start and end empty for the last 24 hours (of the stored data when it is older).</Text>
      )}
      {book.isError && (
        <Alert color="red" role="alert" title="No order-book data">
          {errorText(book.error, 'The check failed')}
        </Alert>
      )}
      {d && (
        <>
          <Text size="sm" data-testid="effective-window">
            {d.window.market}: {utc(d.window.start)} → {utc(d.window.end)}; band {d.band.min}–{d.band.max}
            {d.band.relative ? ` (relative to the median mid ${d.band.reference ?? '—'})` : ''}; {d.snapshots} snapshots
          </Text>
          {d.message && (
            <Alert color="yellow" title={d.message === 'no data in band' ? 'no data in band' : 'Nothing to show'}>
              {d.message}
            </Alert>
          )}
          <Grid>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Paper withBorder p="sm">
                <Title order={2} size="h5">
                  Depth {d.depth ? `at ${utc(d.depth.ts)}` : ''}
                </Title>
                {d.depth ? (
                  <>
                    <Text size="sm">
                      Best bid {d.depth.bestBid ?? '—'} · best ask {d.depth.bestAsk ?? '—'} · spread{' '}
                      {d.depth.spread ?? '—'} · mid {d.depth.mid ?? '—'} · notional {qty(d.depth.notional)}
                    </Text>
                    <DepthChart depth={d.depth} />
                  </>
                ) : (
                  <Text c="gray.7">no data in band</Text>
                )}
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Paper withBorder p="sm">
                <Title order={2} size="h5">
                  Liquidity over time
                </Title>
                <LiquidityChart points={d.liquidity} title={level ? `Quoted at ${level}` : 'Quoted in the band'} />
                {levels.length > 0 && (
                  <Stack gap={4} mt="sm">
                    <Text size="sm" id="level-label">
                      Level: {level ?? 'whole band'}
                    </Text>
                    <Slider
                      thumbLabel="Price level"
                      min={-1}
                      max={levels.length - 1}
                      step={1}
                      value={level ? levels.indexOf(level) : -1}
                      label={(i) => (i < 0 ? 'band' : levels[i])}
                      onChange={(i) => setLevel(i < 0 ? null : levels[i]!)}
                    />
                  </Stack>
                )}
              </Paper>
            </Grid.Col>
          </Grid>
        </>
      )}
      {trades.data && (
        <Text size="sm" data-testid="trades-summary">
          Trades in the window: {trades.data.trades}, in the band: {trades.data.inBand}
          {trades.data.message ? ` — ${trades.data.message}` : ''}
        </Text>
      )}
      {trades.isError && (
        <Text size="sm" c="gray.7">
          {errorText(trades.error, 'No trades')}
        </Text>
      )}
      {show.fill && (
        <Paper withBorder p="sm">
          <Title order={2} size="h5">
            Volume fill rate {level ? `at ${level}` : 'in the band'}
          </Title>
          {fill.isError && <Alert color="red">{errorText(fill.error, 'Could not compute the fill rate')}</Alert>}
          {fill.data &&
            (fill.data.noDataInBand ? (
              <Text c="gray.7">no data in band</Text>
            ) : (
              <>
                <FillRateChart points={fill.data.points} />
                <FillRateTable points={fill.data.points} />
              </>
            ))}
        </Paper>
      )}
      {show.orders && (
        <Paper withBorder p="sm">
          <Title order={2} size="h5">
            Open orders {orders.data?.snapshotTime ? `at ${utc(orders.data.snapshotTime)}` : ''}
          </Title>
          {orders.isError && <Alert color="red">{errorText(orders.error, 'Could not load the open orders')}</Alert>}
          {orders.data && <OpenOrdersTable data={orders.data} />}
        </Paper>
      )}
    </Stack>
  );
}
