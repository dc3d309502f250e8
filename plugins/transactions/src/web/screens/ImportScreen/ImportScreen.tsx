import { errorText, JobProgress, useSession } from '@app/core/web';
import { Alert, Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAPPED_FORMATS,
  TRANSACTIONS_PUSH,
  validateMapping,
  type ImportFormat,
  type Mapping,
  type MappingPreview,
} from '../../../shared/index.ts';
import { BadRowsPanel } from '../../components/BadRows/BadRowsPanel.tsx';
import { ImportResult } from '../../components/ImportResult/ImportResult.tsx';
import { MappingPanel } from '../../components/MappingPanel/MappingPanel.tsx';
import { MappingPreviewView } from '../../components/MappingPreview/MappingPreviewView.tsx';
import { useImportTransport, type ImportFields } from '../../import-transport.tsx';
import { useTransactionsClient } from '../../hooks.ts';
import { emptyMapping } from '../../mapping/mapping-draft.ts';

const AUTO = 'auto';
const FORMATS: { value: ImportFormat | typeof AUTO; label: string }[] = [
  { value: AUTO, label: 'Detect from the file' },
  { value: 'csv', label: 'CSV export (with a mapping)' },
  { value: 'xlsx', label: 'Excel XLSX export (with a mapping)' },
  { value: 'camt053', label: 'ISO 20022 camt.053 statement' },
  { value: 'camt052', label: 'ISO 20022 camt.052 intraday report' },
  { value: 'camt054', label: 'ISO 20022 camt.054 notification' },
  { value: 'mt940', label: 'SWIFT MT940 statement' },
];

/** The format a file name suggests; statements read without a mapping. */
export function formatOf(name: string): ImportFormat | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'xml') return 'camt053';
  if (ext === 'sta' || ext === 'mt940' || ext === 'fin') return 'mt940';
  return null;
}

/**
 * /transaction-import: a bank file in — a CSV/XLSX export through a mapping (chosen, edited, previewed)
 * or a camt/MT940 statement as it is — read on the job service with a progress bar, then what it
 * stored, every error by row (CSV too) and the rows to correct and re-import.
 */
export default function ImportScreen() {
  const transport = useImportTransport();
  const client = useTransactionsClient();
  const { can } = useSession();
  const mayPush = can(TRANSACTIONS_PUSH);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat | ''>('');
  const [mapping, setMapping] = useState<Mapping>(emptyMapping());
  const [savedId, setSavedId] = useState<string | null>(null);
  // The saved mapping as chosen: unchanged, the import names it (mapping_id); edited, it carries the JSON.
  const [baseline, setBaseline] = useState<string | null>(null);
  const [preview, setPreview] = useState<MappingPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'start' | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<{ importId: string; jobId: string } | null>(null);
  const [finished, setFinished] = useState(false);
  const imported = useQuery({
    queryKey: ['transactions', 'import', started?.importId, finished],
    queryFn: () => client.getImport({ id: started!.importId }),
    enabled: Boolean(started && finished),
  });

  const effective = format || (file ? formatOf(file.name) : null);
  const mapped = effective !== null && MAPPED_FORMATS.includes(effective);
  const complete = validateMapping(mapping).ok;
  const fields = (): ImportFields => ({
    ...(format ? { format } : {}),
    ...(mapped
      ? savedId && baseline === JSON.stringify(mapping)
        ? { mapping_id: savedId }
        : { mapping: JSON.stringify(mapping) }
      : {}),
  });

  async function run(kind: 'preview' | 'start') {
    if (!file) return;
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'preview') setPreview(await transport.preview(file, fields()));
      else {
        const res = await transport.start(file, fields(), (done) => setSent(done));
        setFinished(false);
        setStarted({ importId: res._id, jobId: res.job_id });
      }
    } catch (e) {
      setError(errorText(e, kind === 'preview' ? 'The preview failed.' : 'The import could not start.'));
    } finally {
      setBusy(null);
      setSent(null);
    }
  }
  const reset = () => {
    setStarted(null);
    setFinished(false);
    setFile(null);
    setPreview(null);
  };

  return (
    <Stack gap="md">
      <Title order={1}>Import transactions</Title>
      <Text size="sm" maw={760}>
        Bank statements (camt.053, camt.052/054, MT940) are read as they are. CSV and Excel exports are read through a
        mapping: which column holds what, and how the bank's words translate into codes. A statement imported twice
        stores nothing twice.
      </Text>
      {!started && (
        <>
          <Paper withBorder p="md">
            <Group grow align="flex-start">
              <FileInput
                label="Bank file"
                value={file}
                onChange={(f) => {
                  setFile(f);
                  setPreview(null);
                }}
              />
              <Select
                label="Format"
                allowDeselect={false}
                value={format || AUTO}
                onChange={(v) => setFormat(!v || v === AUTO ? '' : (v as ImportFormat))}
                data={FORMATS}
                description={!format && file ? `Read as ${effective ?? 'the server detects'}` : undefined}
              />
            </Group>
          </Paper>
          {mapped && (
            <MappingPanel
              value={mapping}
              savedId={savedId}
              onChange={(m, id) => {
                if (id !== savedId) setBaseline(id ? JSON.stringify(m) : null);
                setMapping(m);
                setSavedId(id);
              }}
              headers={preview?.headers}
              uncovered={preview?.uncovered}
              mayPush={mayPush}
            />
          )}
          {error && (
            <Alert color="red" role="alert" title="Not done">
              {error}
            </Alert>
          )}
          <Group>
            {mapped && (
              <Button variant="light" onClick={() => run('preview')} loading={busy === 'preview'} disabled={!file}>
                Preview the first rows
              </Button>
            )}
            {mayPush && (
              <Button onClick={() => run('start')} loading={busy === 'start'} disabled={!file || (mapped && !complete)}>
                Start the import
              </Button>
            )}
            {sent !== null && file && (
              <Text size="sm" role="status">
                Uploading {Math.round((sent / Math.max(file.size, 1)) * 100)}%
              </Text>
            )}
          </Group>
          {!mayPush && (
            <Text size="sm">
              Your role may preview files; starting an import needs the right to change transaction profiles.
            </Text>
          )}
          {preview && <MappingPreviewView preview={preview} />}
        </>
      )}
      {started && (
        <Paper withBorder p="md">
          <Stack gap="md">
            <JobProgress
              jobId={started.jobId}
              label={`Importing ${file?.name ?? 'the file'}`}
              onFinished={() => setFinished(true)}
            />
            {imported.isError && (
              <Alert color="red" role="alert">
                {errorText(imported.error, 'The result could not be loaded.')}
              </Alert>
            )}
            {imported.data && <ImportResult imported={imported.data} />}
            {imported.data && imported.data.counts.bad > 0 && (
              <BadRowsPanel importId={imported.data._id} mayPush={mayPush} />
            )}
            <Group>
              <Button variant="default" onClick={reset}>
                Import another file
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
