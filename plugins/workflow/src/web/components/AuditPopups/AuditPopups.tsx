import { DateInput, errorText, notifyError, notifySuccess, useApiRuntime } from '@app/core/web';
import { Button, Checkbox, Group, Modal, Radio, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AuditQuery } from '../../../shared/index.ts';
import { downloadAudit } from '../../download.ts';
import { useLabels } from '../../hooks.ts';

export type Downloader = (query: AuditQuery) => Promise<string>;

function useDownload(download?: Downloader) {
  const { tokens } = useApiRuntime();
  const [busy, setBusy] = useState(false);
  const run = async (query: AuditQuery) => {
    setBusy(true);
    try {
      const name = await (download ?? ((q) => downloadAudit(q, tokens.get())))(query);
      notifySuccess(`Downloaded ${name}`);
    } catch (error) {
      notifyError(errorText(error, 'There was an error during export.\nPlease try again or contact the support'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Export popup (seed): date from, date to, Export, Next (moves to the following period of the same length). */
export function ExportPopup({
  opened,
  onClose,
  companyId,
  download,
}: {
  opened: boolean;
  onClose(): void;
  companyId?: string | null;
  download?: Downloader;
}) {
  const [from, setFrom] = useState(monthAgo);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const { busy, run } = useDownload(download);
  const next = () => {
    const days = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1);
    setFrom(shift(to, 1));
    setTo(shift(to, days));
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Export" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <DateInput label="Date from" value={from} onChange={setFrom} />
        <DateInput label="Date to" value={to} onChange={setTo} />
        <SegmentedControl
          aria-label="File format"
          value={format}
          onChange={(v) => setFormat(v as 'csv' | 'json')}
          data={[
            { value: 'csv', label: 'CSV' },
            { value: 'json', label: 'JSON' },
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={next}>
            Next
          </Button>
          <Button loading={busy} onClick={() => run({ from, to, format, client: companyId ?? undefined })}>
            Export
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const DETAILS = [
  { value: 'corporate', label: 'Corporate' },
  { value: 'shareholder', label: 'Shareholder' },
  { value: 'managing_director', label: 'Managing Director' },
  { value: 'due_diligence', label: 'Due Diligence' },
];

/** Audit Trail popup (seed): client, period, show details for, type, status; downloads CSV or JSON. */
export function AuditTrailPopup({
  opened,
  onClose,
  companyId,
  download,
}: {
  opened: boolean;
  onClose(): void;
  companyId?: string | null;
  download?: Downloader;
}) {
  const [client, setClient] = useState(companyId ?? '');
  const [from, setFrom] = useState(monthAgo);
  const [to, setTo] = useState(today);
  const [details, setDetails] = useState<string[]>([]);
  const [type, setType] = useState<'' | 'workflow' | 'change_log'>('');
  const [status, setStatus] = useState<'' | 'approved' | 'pending' | 'denied'>('');
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const { busy, run } = useDownload(download);
  const labels = useLabels();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Audit Trail"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <TextInput
          label="Client"
          description="Client id; empty for every client"
          value={client}
          onChange={(e) => setClient(e.currentTarget.value.trim())}
        />
        <Group grow>
          <DateInput label="Period from" value={from} onChange={setFrom} />
          <DateInput label="Period to" value={to} onChange={setTo} />
        </Group>
        <Checkbox.Group label="Show details for" value={details} onChange={setDetails}>
          <Stack mt={4} gap={6}>
            {DETAILS.map((d) => (
              <Checkbox
                key={d.value}
                value={d.value}
                label={d.label}
                description={labels.inGroup(d.value).join(', ') || undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group label="Type" value={type} onChange={(v) => setType(v as typeof type)}>
          <Group mt={4}>
            <Radio value="" label="All" />
            <Radio value="workflow" label="Workflow" />
            <Radio value="change_log" label="Change Log" />
          </Group>
        </Radio.Group>
        <Radio.Group label="Status" value={status} onChange={(v) => setStatus(v as typeof status)}>
          <Group mt={4}>
            <Radio value="" label="All" />
            <Radio value="approved" label="Approved" />
            <Radio value="pending" label="Pending" />
            <Radio value="denied" label="Denied" />
          </Group>
        </Radio.Group>
        <SegmentedControl
          aria-label="File format"
          value={format}
          onChange={(v) => setFormat(v as 'csv' | 'json')}
          data={[
            { value: 'csv', label: 'CSV' },
            { value: 'json', label: 'JSON' },
          ]}
        />
        <Group justify="flex-end">
          <Button
            loading={busy}
            onClick={() =>
              run({
                from,
                to,
                format,
                client: client || undefined,
                details: details.join(',') || undefined,
                type: type || undefined,
                status: status || undefined,
              })
            }
          >
            Download
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
