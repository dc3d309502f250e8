import { errorText, notifySuccess } from '@app/core/web';
import { Alert, Button, FileInput, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INTERVALS } from '../../../shared/index.ts';
import { useBacktestClient, when } from '../../hooks.ts';
import { useMarketUpload } from '../../upload.tsx';

const KINDS = [
  { value: 'klines', label: 'Klines (candles)' },
  { value: 'orderbook', label: 'Order-book snapshots' },
  { value: 'trades', label: 'Trades' },
];

/** /admin/market-data: what is stored, the latest imports with their gaps, and a file import. */
export default function MarketDataScreen() {
  const client = useBacktestClient();
  const queries = useQueryClient();
  const upload = useMarketUpload();
  const data = useQuery({ queryKey: ['market', 'datasets'], queryFn: () => client.listMarketData({}) });
  const [kind, setKind] = useState<string>('klines');
  const [symbol, setSymbol] = useState('');
  const [interval, setInterval] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const run = useMutation({
    mutationFn: () => upload({ kind, symbol: symbol.trim() || undefined, interval: interval ?? undefined }, files),
    onSuccess: (out) => {
      notifySuccess(`Imported ${out.imports.map((i) => `${i.file}: ${i.inserted} new`).join('; ')}`);
      setFiles([]);
      void queries.invalidateQueries({ queryKey: ['market'] });
    },
  });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Market data
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run.mutate();
        }}
        aria-label="Import market data"
      >
        <Group align="end" wrap="wrap">
          <Select
            label="Kind"
            data={KINDS}
            value={kind}
            onChange={(v) => v && setKind(v)}
            allowDeselect={false}
            w={210}
          />
          <TextInput
            label="Market (when the file name lacks it)"
            placeholder="EUREURI"
            value={symbol}
            onChange={(e) => setSymbol(e.currentTarget.value)}
            w={250}
          />
          {kind === 'klines' && (
            <Select
              label="Interval (optional)"
              data={INTERVALS}
              value={interval}
              onChange={setInterval}
              clearable
              w={150}
            />
          )}
          <FileInput
            label="Files"
            multiple
            value={files}
            onChange={setFiles}
            description="Binance CSV or JSON"
            w={280}
            accept=".csv,.json,.txt"
          />
          <Button type="submit" loading={run.isPending} disabled={!files.length}>
            Import
          </Button>
        </Group>
      </form>
      {run.isError && (
        <Alert color="red" role="alert" title="Import refused">
          {errorText(run.error, 'The import failed')}
        </Alert>
      )}
      {run.data && (
        <Alert color="teal" title="Imported">
          {run.data.imports.map((i) => (
            <Text key={i.import_id} size="sm">
              {i.file}: {i.symbol} {i.interval ?? ''} — {i.rows} rows, {i.inserted} new, {i.updated} changed,{' '}
              {i.unchanged} unchanged;{' '}
              {i.gaps.length ? `${i.gaps.length} gap(s), first after ${i.gaps[0]!.from}` : 'no gaps'}
            </Text>
          ))}
        </Alert>
      )}
      <Title order={2} size="h4">
        Stored
      </Title>
      {data.isError && <Alert color="red">{errorText(data.error, 'Could not load the stored data')}</Alert>}
      {data.data &&
        (data.data.coverage.length ? (
          <Table striped withTableBorder aria-label="Stored market data">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Market</Table.Th>
                <Table.Th>Interval</Table.Th>
                <Table.Th ta="right">Rows</Table.Th>
                <Table.Th>First</Table.Th>
                <Table.Th>Last</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.coverage.map((c) => (
                <Table.Tr key={`${c.kind}-${c.symbol}-${c.interval}`}>
                  <Table.Td>{c.kind}</Table.Td>
                  <Table.Td>{c.symbol}</Table.Td>
                  <Table.Td>{c.interval ?? '—'}</Table.Td>
                  <Table.Td ta="right">{c.rows.toLocaleString('en-US')}</Table.Td>
                  <Table.Td>{when(c.first)}</Table.Td>
                  <Table.Td>{when(c.last)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="gray.7">Nothing imported yet.</Text>
        ))}
      <Title order={2} size="h4">
        Latest imports
      </Title>
      {data.data && (
        <Table striped withTableBorder aria-label="Latest imports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Market</Table.Th>
              <Table.Th ta="right">Rows</Table.Th>
              <Table.Th ta="right">New</Table.Th>
              <Table.Th>Gaps</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.imports.map((i) => (
              <Table.Tr key={i._id}>
                <Table.Td>{when(i.imported_at)}</Table.Td>
                <Table.Td>{i.file}</Table.Td>
                <Table.Td>
                  {i.symbol} {i.interval ?? ''}
                </Table.Td>
                <Table.Td ta="right">{i.rows}</Table.Td>
                <Table.Td ta="right">{i.inserted}</Table.Td>
                <Table.Td>
                  {i.gaps.length
                    ? i.gaps
                        .slice(0, 2)
                        .map((g) => `${g.missing} missing after ${g.from}`)
                        .join('; ')
                    : 'none'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
