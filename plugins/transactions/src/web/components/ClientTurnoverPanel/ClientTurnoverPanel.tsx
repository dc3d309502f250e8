import type { ClientPanelProps } from '@app/core/plugin-api';
import { errorText } from '@app/core/web';
import { Alert, Anchor, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryGroup } from 'victory';
import { formatAmount, TURNOVER_COLORS } from '../../format.ts';
import { clientTransactionsPath, txKeys, useTransactionsClient } from '../../hooks.ts';
import { compactAmount, currenciesOf, monthLabel, monthsBetween, seriesOf } from './turnover-series.ts';

const MONTHS = 12;
const axis = { tickLabels: { fontSize: 10, padding: 4 } };

export interface ClientTurnoverPanelProps extends ClientPanelProps {
  /** The current month's reference (stories and tests pin it). */
  now?: Date;
}

/** The client dashboard's panel: monthly incoming and outgoing turnover and counts over 12 months, per account currency. */
export default function ClientTurnoverPanel({ companyId, now = new Date() }: ClientTurnoverPanelProps) {
  const client = useTransactionsClient();
  const data = useQuery({
    queryKey: txKeys.turnover(companyId, MONTHS),
    queryFn: () => client.transactionTurnover({ client_id: companyId, months: String(MONTHS) }),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const rows = data.data?.months ?? [];
  const currencies = currenciesOf(rows);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  const months = data.data ? monthsBetween(data.data.from, now) : [];
  const series = currency ? seriesOf(rows, currency, months) : [];
  const total = (k: 'incoming_count' | 'outgoing_count') => series.reduce((n, m) => n + m[k], 0);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-turnover-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="client-turnover-title">
          Transactions: monthly turnover
        </Title>
        <Anchor component={Link} to={clientTransactionsPath(companyId)} size="sm">
          All transactions of this client
        </Anchor>
      </Group>
      {data.isPending && <Loader size="sm" role="status" aria-label="Loading turnover" />}
      {data.isError && (
        <Alert color="red" role="alert">
          {errorText(data.error, 'The turnover could not be loaded. Please try again or contact the support.')}
        </Alert>
      )}
      {data.data && !currency && (
        <Text size="sm">
          No transactions of this client in the last {MONTHS} months. Transactions appear here once they are imported on
          an account number of this dossier.
        </Text>
      )}
      {currency && (
        <Stack gap="sm">
          {currencies.length > 1 && (
            <SegmentedControl
              aria-label="Account currency"
              value={currency}
              onChange={setPicked}
              data={currencies}
              w="fit-content"
            />
          )}
          <Text size="sm">
            Last {MONTHS} months in {currency}: {total('incoming_count')} incoming and {total('outgoing_count')}{' '}
            outgoing transactions.{' '}
            <Text span c={TURNOVER_COLORS.incoming} fw={600}>
              ■ Incoming
            </Text>{' '}
            <Text span c={TURNOVER_COLORS.outgoing} fw={600}>
              ■ Outgoing
            </Text>
          </Text>
          <div
            role="img"
            aria-label={`Monthly incoming and outgoing turnover in ${currency}; the table below lists it`}
          >
            <VictoryChart
              title={`Monthly turnover in ${currency}`}
              desc="Incoming and outgoing sums per month; the table below lists them"
              height={220}
              width={640}
              padding={{ top: 10, bottom: 36, left: 56, right: 10 }}
              domainPadding={{ x: 20 }}
            >
              <VictoryAxis style={axis} tickFormat={(m: string) => monthLabel(m).slice(0, 3)} />
              <VictoryAxis dependentAxis style={axis} tickFormat={(y: number) => compactAmount(y)} />
              <VictoryGroup offset={12}>
                <VictoryBar
                  data={series.map((m) => ({ x: m.month, y: Number(m.incoming) }))}
                  barWidth={10}
                  style={{ data: { fill: TURNOVER_COLORS.incoming } }}
                />
                <VictoryBar
                  data={series.map((m) => ({ x: m.month, y: Number(m.outgoing) }))}
                  barWidth={10}
                  style={{ data: { fill: TURNOVER_COLORS.outgoing } }}
                />
              </VictoryGroup>
            </VictoryChart>
          </div>
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing={4} fz="sm" aria-label={`Monthly turnover in ${currency}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Month</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Incoming
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Count in
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Outgoing
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Count out
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...series]
                  .reverse()
                  .filter((m) => m.incoming_count + m.outgoing_count > 0)
                  .map((m) => (
                    <Table.Tr key={m.month}>
                      <Table.Th scope="row" fw={400}>
                        {monthLabel(m.month)}
                      </Table.Th>
                      <Table.Td ta="right" ff="monospace">
                        {formatAmount(m.incoming)}
                      </Table.Td>
                      <Table.Td ta="right">{m.incoming_count}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {formatAmount(m.outgoing)}
                      </Table.Td>
                      <Table.Td ta="right">{m.outgoing_count}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}
