import { Badge, Table, Text } from '@mantine/core';
import type { BacktestData } from '../../../shared/index.ts';
import { pct, usd, when } from '../../hooks.ts';

/** Every trade of the run, an open one last; the total row sums the completed trades (USDT). */
export function TradesTable({ data }: { data: BacktestData }) {
  const { trades, summary } = data;
  if (!trades.length)
    return <Text c="gray.7">No trades in this range: the averages did not cross upwards above the long average.</Text>;
  return (
    <Table striped withTableBorder aria-label="Trades">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>Buy date</Table.Th>
          <Table.Th ta="right">Buy price</Table.Th>
          <Table.Th>Sell date</Table.Th>
          <Table.Th ta="right">Sell price</Table.Th>
          <Table.Th ta="right">Stake (USDT)</Table.Th>
          <Table.Th ta="right">Profit (USDT)</Table.Th>
          <Table.Th ta="right">Profit %</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trades.map((t, i) => (
          <Table.Tr key={t.buyDate}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>{when(t.buyDate)}</Table.Td>
            <Table.Td ta="right">{usd(t.buyPrice, 4)}</Table.Td>
            <Table.Td>
              {t.open ? (
                <Badge variant="light" color="blue">
                  Open
                </Badge>
              ) : (
                when(t.sellDate)
              )}
            </Table.Td>
            <Table.Td ta="right">{usd(t.sellPrice, 4)}</Table.Td>
            <Table.Td ta="right">{usd(t.stake)}</Table.Td>
            <Table.Td ta="right" c={t.profit === null ? undefined : t.profit >= 0 ? 'teal.9' : 'red.9'}>
              {t.open ? (
                <Text span size="sm" c="gray.7">
                  unrealised {usd(t.unrealizedProfit)}
                </Text>
              ) : (
                usd(t.profit)
              )}
            </Table.Td>
            <Table.Td ta="right">{pct(t.profitPct)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Th colSpan={6}>
            Total ({data.completedTrades} completed {data.completedTrades === 1 ? 'trade' : 'trades'})
          </Table.Th>
          <Table.Th ta="right" data-testid="total-profit">
            {usd(summary.totalProfit)}
          </Table.Th>
          <Table.Th ta="right">{pct(summary.totalPct)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
