import { Table, Text } from '@mantine/core';
import type { FillRatePointWire, OpenOrdersData } from '../../shared/index.ts';
import { hhmm, qty } from '../hooks.ts';

const rate = (r: number | null) => (r === null ? '—' : `${r.toFixed(1)} %`);

/** Buckets with quoted liquidity or trades (the rest of the window has nothing to show). */
export function FillRateTable({ points }: { points: FillRatePointWire[] }) {
  const rows = points.filter((p) => p.total !== null || p.trades > 0);
  if (!rows.length) return <Text c="gray.7">no data in band</Text>;
  return (
    <Table striped withTableBorder aria-label="Fill rate per 10-minute bucket" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Bucket (UTC)</Table.Th>
          <Table.Th ta="right">Quoted bid</Table.Th>
          <Table.Th ta="right">Quoted ask</Table.Th>
          <Table.Th ta="right">Filled</Table.Th>
          <Table.Th ta="right">Bid</Table.Th>
          <Table.Th ta="right">Ask</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.bucket}>
            <Table.Td>
              {hhmm(p.bucket)}
              {p.stale ? ' (carried)' : ''}
            </Table.Td>
            <Table.Td ta="right">{qty(p.bid)}</Table.Td>
            <Table.Td ta="right">{qty(p.ask)}</Table.Td>
            <Table.Td ta="right">{qty(p.filled)}</Table.Td>
            <Table.Td ta="right">{rate(p.rateBid)}</Table.Td>
            <Table.Td ta="right">{rate(p.rateAsk)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {rate(p.rate)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Resting levels of the latest snapshot in the band, with per-side totals and level counts. */
export function OpenOrdersTable({ data }: { data: OpenOrdersData }) {
  if (data.noDataInBand) return <Text c="gray.7">no data in band</Text>;
  const rows = [...data.asks].reverse().concat(data.bids);
  return (
    <Table withTableBorder aria-label="Open orders" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Side</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th ta="right">Quantity</Table.Th>
          <Table.Th ta="right">Notional</Table.Th>
          <Table.Th ta="right">Cumulative</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.side}-${r.price}`}>
            <Table.Td c={r.side === 'ask' ? 'red.9' : 'teal.9'}>{r.side}</Table.Td>
            <Table.Td ta="right">{r.price}</Table.Td>
            <Table.Td ta="right">{qty(r.quantity)}</Table.Td>
            <Table.Td ta="right">{qty(r.notional)}</Table.Td>
            <Table.Td ta="right">{qty(r.cumulative)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={2}>Asks: {data.levelCount.ask} levels</Table.Th>
          <Table.Th ta="right">{qty(data.totals.ask)}</Table.Th>
          <Table.Th colSpan={2} />
        </Table.Tr>
        <Table.Tr>
          <Table.Th colSpan={2}>Bids: {data.levelCount.bid} levels</Table.Th>
          <Table.Th ta="right">{qty(data.totals.bid)}</Table.Th>
          <Table.Th colSpan={2} />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
