import { errorText, formatDateTime, notifyError, notifySuccess, useClient } from '@app/core/web';
import { createDossierClient } from '@app/plugin-dossier/shared';
import { createTransactionsClient } from '@app/plugin-transactions/shared';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FIU_MESSAGES as M, type ReportRequest } from '../../../shared/index.ts';
import { ConversionErrors } from '../../components/ConversionErrors/ConversionErrors.tsx';
import { ReportHeadFields, useReportHead } from '../../components/ReportHeadFields/ReportHeadFields.tsx';
import type { ConversionErrorsDownloader } from '../../download.ts';
import { fiuKeys, useFiuClient } from '../../hooks.ts';
import { useFiuTransport } from '../../transport.tsx';

type Selection = 'period' | 'import';

/**
 * /fiu/report: a goAML report from stored transactions (issue 26 §3). Choose the transactions (a
 * booking period, optionally of one client, or one import), the report type, reason, action and
 * indicators; the report runs on the job queue and lands in the file list. Every row with missing
 * my-client data is listed with what is missing and where to fill it.
 */
export default function ReportScreen({ downloadErrors }: { downloadErrors?: ConversionErrorsDownloader } = {}) {
  const client = useFiuClient();
  const transport = useFiuTransport();
  const userInfo = useQuery({ queryKey: fiuKeys.userInfo, queryFn: () => client.getUserInfo(undefined) });
  const [selection, setSelection] = useState<Selection>('period');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [clientId, setClientId] = useState('');
  const [importId, setImportId] = useState('');
  const [reason, setReason] = useState('');
  const [action, setAction] = useState('');
  const [institution, setInstitution] = useState('');
  const [swift, setSwift] = useState('');
  const [transmodeComment, setTransmodeComment] = useState('');
  const [parties, setParties] = useState<'my_client' | 'account'>('my_client');
  const head = useReportHead();
  const { choice, schema, reportCode, indicators, currency } = head;
  // our institution as saved for the organisation fills the fields once; a report may change them
  const saved = useQuery({ queryKey: fiuKeys.institution, queryFn: () => client.getInstitution(undefined) });
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (prefilled || !saved.data) return;
    setPrefilled(true);
    const i = saved.data.institution;
    setInstitution((v) => v || i.name);
    setSwift((v) => v || i.swift);
    if (!head.currency) head.setCurrency(i.currency_code_local);
  }, [saved.data, prefilled, head]);
  const [fileId, setFileId] = useState<string | null>(null);
  const [clientSearch, setClientSearch] = useState('');
  const http = useClient();
  const dossier = useMemo(() => createDossierClient(http), [http]);
  const transactions = useMemo(() => createTransactionsClient(http), [http]);
  // the clients and imports to choose from (the dossier's list and the transactions imports)
  const clients = useQuery({
    queryKey: ['fiu', 'report', 'clients', clientSearch],
    queryFn: () => dossier.listCompanies({ search: clientSearch }),
    enabled: selection === 'period',
  });
  const imports = useQuery({
    queryKey: ['fiu', 'report', 'imports'],
    queryFn: () => transactions.listImports({}),
    enabled: selection === 'import',
  });
  const clientOptions = (clients.data?.companies ?? []).map((c) => ({
    value: c._id,
    label: c.name ?? ([c.first_name, c.last_name].filter(Boolean).join(' ') || c._id),
  }));
  const importOptions = (imports.data?.imports ?? []).map((i) => ({
    value: i._id,
    label: `${i.file_name} — ${i.counts.inserted} stored, ${formatDateTime(i.created_at)}`,
  }));

  const request = (): ReportRequest => ({
    ...(selection === 'import'
      ? { import_id: importId.trim() }
      : { from, to, ...(clientId.trim() ? { client_id: clientId.trim() } : {}) }),
    schema,
    report_code: reportCode ?? '',
    indicators,
    // empty: the saved ones (the server answers what is missing when none is saved)
    ...(currency.trim() ? { currency_code_local: currency.trim().toUpperCase() } : {}),
    ...(institution.trim() ? { institution_name: institution.trim() } : {}),
    ...(swift.trim() ? { institution_swift: swift.trim().toUpperCase() } : {}),
    ...(reason.trim() ? { reason: reason.trim() } : {}),
    ...(action.trim() ? { action: action.trim() } : {}),
    ...(choice?.transmode_comment_required ? { transmode_comment: transmodeComment } : {}),
    parties,
  });
  const start = useMutation({
    mutationFn: () => client.createReport(request()),
    onSuccess: (data) => {
      notifySuccess(data.message);
      setFileId(data.file._id);
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('the report'))),
  });
  const report = useQuery({
    queryKey: fiuKeys.conversion(fileId ?? ''),
    queryFn: () => client.getConversion({ id: fileId! }),
    enabled: Boolean(fileId),
    refetchInterval: (q) => (q.state.data && ['done', 'failed'].includes(q.state.data.file.status) ? false : 1000),
  });
  const state = report.data?.file;
  const running = Boolean(state && ['queued', 'running'].includes(state.status));
  const percent =
    state && state.progress.total
      ? Math.min(100, Math.round((state.progress.done / state.progress.total) * 100))
      : state?.status === 'done'
        ? 100
        : 0;

  return (
    <Stack gap="md">
      <Title order={1}>Report from transactions</Title>
      {userInfo.data && !userInfo.data.complete && (
        <Alert color="yellow" role="status">
          {M.userInfoIncomplete}.{' '}
          <Anchor component={Link} to="/fiu/user-info">
            Open User Info
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="fiu-report-selection">
        <Title order={2} size="h4" id="fiu-report-selection" mb="sm">
          1. Transactions
        </Title>
        <SegmentedControl
          mb="sm"
          aria-label="Which transactions"
          value={selection}
          onChange={(v) => setSelection(v as Selection)}
          data={[
            { value: 'period', label: 'A period' },
            { value: 'import', label: 'One import' },
          ]}
        />
        {selection === 'period' ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="From (booking day)"
              type="date"
              required
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              label="To (included)"
              type="date"
              required
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
            <Select
              label="Client"
              description="Only this client's transactions (optional)"
              data={clientOptions}
              value={clientId || null}
              onChange={(v) => setClientId(v ?? '')}
              searchable
              clearable
              onSearchChange={setClientSearch}
              nothingFoundMessage="No client found"
            />
          </SimpleGrid>
        ) : (
          <Select
            label="Import"
            description="The transactions of one import"
            required
            data={importOptions}
            value={importId || null}
            onChange={(v) => setImportId(v ?? '')}
            searchable
            nothingFoundMessage="No import yet"
          />
        )}
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="fiu-report-head">
        <Title order={2} size="h4" id="fiu-report-head" mb="sm">
          2. Report
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ReportHeadFields head={head} />
          <TextInput
            label="Our institution"
            description={
              <>
                The bank of the customer accounts;{' '}
                <Anchor component={Link} to="/fiu/institution" size="xs" underline="always">
                  saved for the organisation
                </Anchor>
              </>
            }
            required
            value={institution}
            onChange={(e) => setInstitution(e.currentTarget.value)}
          />
          <TextInput
            label="Our SWIFT/BIC"
            required
            maxLength={11}
            value={swift}
            onChange={(e) => setSwift(e.currentTarget.value)}
          />
          {choice?.transmode_comment_required && (
            <TextInput
              label="Conduction comment (one character)"
              required
              maxLength={1}
              value={transmodeComment}
              onChange={(e) => setTransmodeComment(e.currentTarget.value)}
            />
          )}
        </SimpleGrid>
        <Textarea
          label="Reason"
          mt="sm"
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Textarea
          label="Action"
          mt="sm"
          autosize
          minRows={2}
          value={action}
          onChange={(e) => setAction(e.currentTarget.value)}
        />
        <Radio.Group
          mt="sm"
          label="Our customer in the report"
          value={parties}
          onChange={(v) => setParties(v as 'my_client' | 'account')}
        >
          <Stack gap={4} mt={4}>
            <Radio
              value="my_client"
              label="As my client: account, holder and signatories from the dossier or the mapped customer columns"
            />
            <Radio value="account" label="As a plain account (no KYC data)" />
          </Stack>
        </Radio.Group>
        <Group mt="md">
          <Button onClick={() => start.mutate()} loading={start.isPending} disabled={running}>
            Build report
          </Button>
        </Group>
      </Paper>
      {state && (
        <Paper withBorder p="md" component="section" aria-labelledby="fiu-report-result">
          <Title order={2} size="h4" id="fiu-report-result" mb="sm">
            3. Result
          </Title>
          <Progress value={percent} aria-label="Report progress" mb="xs" animated={running} />
          <Text size="sm" mb="sm" role="status">
            {state.status === 'queued' && 'Waiting for a worker…'}
            {state.status === 'running' && `Reporting: ${state.progress.done} of ${state.progress.total} transactions`}
            {(state.status === 'done' || state.status === 'failed') && state.message}
          </Text>
          {state.status === 'done' && state.report && (
            <Group mb="sm">
              <Button
                onClick={() =>
                  transport
                    .save(state.report!.serverName, state.report!.filename)
                    .catch((e) => notifyError(errorText(e, M.errorDuring('file download'))))
                }
              >
                Download report ({state.report.kind === 'zip' ? `${state.report.parts} XML files, zipped` : 'XML'})
              </Button>
              <Text size="sm">
                Fee: {state.conversionFee.toFixed(2)} ({state.conversionFeeComment || 'no row charged'})
              </Text>
            </Group>
          )}
          {state.status === 'failed' && (
            <Alert color="red" role="alert" mb="sm">
              {state.message}
            </Alert>
          )}
          {state.error_rows > 0 && (state.status === 'done' || state.status === 'failed') && (
            <>
              <Text size="sm" mb="xs">
                These transactions were not reported: each error names what is missing and where to fill it.
              </Text>
              <ConversionErrors fileId={state._id} download={downloadErrors} />
            </>
          )}
        </Paper>
      )}
    </Stack>
  );
}
