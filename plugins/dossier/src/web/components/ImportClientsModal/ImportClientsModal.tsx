import { Alert, Button, Checkbox, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { errorText, JobProgress } from '@app/core/web';
import { useState } from 'react';
import { Link } from 'react-router';
import { IMPORT_COLUMNS, type ImportJobOutput, type ImportPreview } from '../../../shared/index.ts';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { useImportTransport, type ImportStarted } from './import-transport.tsx';

export interface ImportClientsModalProps {
  opened: boolean;
  onClose(): void;
  /** The import job has finished (the list should be read again). */
  onImported?(): void;
  /** Stories open the modal on a state. */
  initial?: { file?: File; preview?: ImportPreview };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function Columns() {
  return (
    <details>
      <summary>
        <Text span size="sm">
          Columns the file may have
        </Text>
      </summary>
      <Table fz="xs" mt={4} aria-label="Import columns">
        <Table.Tbody>
          {IMPORT_COLUMNS.map((c) => (
            <Table.Tr key={c.field}>
              <Table.Td ff="monospace">{c.field}</Table.Td>
              <Table.Td>{c.help}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

/** Client list → 'Import clients': choose a CSV, see the dry run row by row, import, then follow the requests to the Work Flow. */
export function ImportClientsModal({ opened, onClose, onImported, initial }: ImportClientsModalProps) {
  const transport = useImportTransport();
  const [file, setFile] = useState<File | null>(initial?.file ?? null);
  const [preview, setPreview] = useState<ImportPreview | null>(initial?.preview ?? null);
  const [onlyValid, setOnlyValid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<ImportStarted | null>(null);
  const [result, setResult] = useState<{ ok: boolean; output: ImportJobOutput | null } | null>(null);

  const reset = (f: File | null) => {
    setFile(f);
    setPreview(null);
    setOnlyValid(false);
    setProblem(null);
    setStarted(null);
    setResult(null);
  };
  const close = () => {
    reset(null);
    onClose();
  };
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(errorText(error, 'The file could not be read'));
    } finally {
      setBusy(false);
    }
  };
  const check = () => run(async () => setPreview(await transport.preview(file!)));
  const start = () => run(async () => setStarted(await transport.start(file!, onlyValid)));
  const canImport = Boolean(preview && preview.valid > 0 && (preview.invalid === 0 || onlyValid) && !started);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import clients"
      size="80rem"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          A CSV file (UTF-8, comma or semicolon separated) with one client a row. Each client becomes a creation request
          with its account numbers; nothing takes effect until a colleague approves it in the Work Flow.
        </Text>
        <Columns />
        <Group align="end">
          <FileInput
            label="CSV file"
            placeholder="Choose a file"
            accept=".csv,text/csv"
            value={file}
            onChange={reset}
            w={360}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear file' }}
            disabled={Boolean(started)}
          />
          <Button
            variant="default"
            onClick={() => void check()}
            disabled={!file || Boolean(started)}
            loading={busy && !preview}
          >
            Check file
          </Button>
        </Group>
        {problem && (
          <Alert color="red" title="Not imported" role="alert">
            {problem}
          </Alert>
        )}
        {preview && (
          <>
            <Alert
              color={preview.invalid ? 'orange' : 'teal'}
              title={`${plural(preview.rows, 'row')}: ${preview.valid.toLocaleString('en')} ready to import, ${plural(preview.invalid, 'row')} with errors`}
            >
              {preview.invalid > 0
                ? 'Fix the rows below in your file and check it again, or import only the valid rows.'
                : 'Every row passed the same checks as Add New Client.'}
              {preview.errors_total > preview.errors.length &&
                ` The first ${preview.errors.length.toLocaleString('en')} of ${preview.errors_total.toLocaleString('en')} errors are listed.`}
              {preview.columns.some((c) => !c.field) &&
                ` Ignored columns: ${preview.columns
                  .filter((c) => !c.field)
                  .map((c) => c.header || '(blank)')
                  .join(', ')}.`}
            </Alert>
            <ImportPreviewTable preview={preview} />
            {preview.clients.length < preview.rows && (
              <Text size="xs" c="dimmed">
                The first {preview.clients.length} rows are shown.
              </Text>
            )}
            {preview.invalid > 0 && preview.valid > 0 && !started && (
              <Checkbox
                checked={onlyValid}
                onChange={(e) => setOnlyValid(e.currentTarget.checked)}
                label={`Import only the ${plural(preview.valid, 'valid row')} (the ${plural(preview.invalid, 'row')} with errors are left out)`}
              />
            )}
          </>
        )}
        {started && (
          <JobProgress
            jobId={started.job_id}
            label={`Importing ${plural(started.rows, 'client')}`}
            onFinished={(job) => {
              setResult({ ok: job.state === 'completed', output: (job.output as ImportJobOutput | null) ?? null });
              onImported?.();
            }}
          />
        )}
        {result?.ok && (
          <Alert color="teal" title="Import done">
            <Text size="sm">
              {plural(result.output?.created ?? started!.rows, 'client')} with their account numbers now wait for a
              colleague&apos;s approval.
            </Text>
            <Button component={Link} to="/workflow" onClick={close} size="xs" mt="xs">
              Open the Work Flow
            </Button>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          {!result && (
            <Button onClick={() => void start()} disabled={!canImport} loading={busy && Boolean(preview)}>
              Import
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
