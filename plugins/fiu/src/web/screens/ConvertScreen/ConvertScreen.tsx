import { errorText, notifyError, notifySuccess } from '@app/core/web';
import {
  Alert,
  Anchor,
  Box,
  Button,
  FileInput,
  Group,
  Loader,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FIU_MESSAGES as M } from '../../../shared/index.ts';
import { ConversionErrors } from '../../components/ConversionErrors/ConversionErrors.tsx';
import { ReportHeadFields, useReportHead } from '../../components/ReportHeadFields/ReportHeadFields.tsx';
import type { ConversionErrorsDownloader } from '../../download.ts';
import { fiuKeys, useFiuClient } from '../../hooks.ts';
import { useFiuTransport, type UploadResult } from '../../transport.tsx';

/**
 * /fiu/convert: upload an export, map its columns, choose schema and report type, convert on the
 * job queue; every row error of the result, paged (`downloadErrors`: the CSV download, for stories).
 */
export default function ConvertScreen({ downloadErrors }: { downloadErrors?: ConversionErrorsDownloader } = {}) {
  const client = useFiuClient();
  const transport = useFiuTransport();
  const userInfo = useQuery({ queryKey: fiuKeys.userInfo, queryFn: () => client.getUserInfo(undefined) });
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadResult | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const head = useReportHead();
  const { schemas, choice, schema, reportCode, indicators, currency } = head;
  const [fileId, setFileId] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (f: File) => transport.upload(f),
    onSuccess: (data) => {
      setUploaded(data);
      setMapping(data.mapping);
      setFileId(null);
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('file upload'))),
  });
  const start = useMutation({
    mutationFn: () =>
      client.startConversion({
        file_id: uploaded!.file._id,
        schema,
        report_code: reportCode ?? '',
        indicators,
        currency_code_local: currency.trim().toUpperCase(),
        mapping,
      }),
    onSuccess: (data) => {
      notifySuccess(data.message);
      setFileId(data.file._id);
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('conversion'))),
  });
  const conversion = useQuery({
    queryKey: fiuKeys.conversion(fileId ?? ''),
    queryFn: () => client.getConversion({ id: fileId! }),
    enabled: Boolean(fileId),
    refetchInterval: (q) => (q.state.data && ['done', 'failed'].includes(q.state.data.file.status) ? false : 1000),
  });
  const state = conversion.data?.file;
  const headerOptions = (uploaded?.headers ?? []).filter(Boolean).map((h) => ({ value: h, label: h }));
  const percent =
    state && state.progress.total
      ? Math.min(100, Math.round((state.progress.done / state.progress.total) * 100))
      : state?.status === 'done'
        ? 100
        : 0;

  return (
    <Stack gap="md">
      <Title order={1}>goAML Conversion</Title>
      {userInfo.data && !userInfo.data.complete && (
        <Alert color="yellow" role="status">
          {M.userInfoIncomplete}.{' '}
          <Anchor component={Link} to="/fiu/user-info">
            Open User Info
          </Anchor>
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="fiu-upload">
        <Title order={2} size="h4" id="fiu-upload" mb="sm">
          1. Transaction export
        </Title>
        <Group align="flex-end">
          {/* No placeholder: a FileInput's placeholder is real text in the theme's placeholder grey, below AA contrast. */}
          <FileInput
            label="CSV or XLSX file"
            description="The transaction export of your bank system"
            accept=".csv,.txt,.tsv,.xlsx"
            value={file}
            onChange={setFile}
            w={360}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          />
          <Button onClick={() => file && upload.mutate(file)} disabled={!file} loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Paper>
      {uploaded && (
        <Paper withBorder p="md" component="section" aria-labelledby="fiu-mapping">
          <Title order={2} size="h4" id="fiu-mapping" mb="xs">
            2. Column mapping
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {uploaded.saved_mapping
              ? "Suggested from your organisation's saved mapping and the header."
              : 'Suggested from the header.'}{' '}
            The mapping is saved for your organisation when you convert.
          </Text>
          <Box style={{ overflowX: 'auto' }} mb="md" tabIndex={0} role="region" aria-label="First rows, scrollable">
            <Table withTableBorder striped aria-label="First rows of the file">
              <Table.Thead>
                <Table.Tr>
                  {uploaded.headers.map((h, i) => (
                    <Table.Th key={i}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {uploaded.preview.map((r, i) => (
                  <Table.Tr key={i}>
                    {uploaded.headers.map((_, j) => (
                      <Table.Td key={j}>{r[j]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {(schemas.data?.fields ?? []).map((f) => (
              <Select
                key={f.key}
                label={f.label}
                required={f.required || (f.key === 'transmode_comment' && Boolean(choice?.transmode_comment_required))}
                data={headerOptions}
                clearable
                searchable
                value={mapping[f.key] ?? null}
                onChange={(v) =>
                  setMapping((m) => {
                    const next = { ...m };
                    if (v) next[f.key] = v;
                    else delete next[f.key];
                    return next;
                  })
                }
              />
            ))}
          </SimpleGrid>
        </Paper>
      )}
      {uploaded && (
        <Paper withBorder p="md" component="section" aria-labelledby="fiu-report">
          <Title order={2} size="h4" id="fiu-report" mb="sm">
            3. Report
          </Title>
          {schemas.isPending && <Loader size="sm" role="status" aria-label="Loading schemas" />}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ReportHeadFields head={head} />
          </SimpleGrid>
          <Group mt="md">
            <Button
              onClick={() => start.mutate()}
              loading={start.isPending}
              disabled={Boolean(state && ['queued', 'running'].includes(state.status))}
            >
              Convert
            </Button>
          </Group>
        </Paper>
      )}
      {state && (
        <Paper withBorder p="md" component="section" aria-labelledby="fiu-result">
          <Title order={2} size="h4" id="fiu-result" mb="sm">
            4. Result
          </Title>
          <Progress
            value={percent}
            aria-label="Conversion progress"
            mb="xs"
            animated={state.status === 'running' || state.status === 'queued'}
          />
          <Text size="sm" mb="sm" role="status">
            {state.status === 'queued' && 'Waiting for a worker…'}
            {state.status === 'running' && `Converting: ${state.progress.done} of about ${state.progress.total} rows`}
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
                Fee: {state.conversionFee.toFixed(2)} ({state.conversionFeeComment})
              </Text>
            </Group>
          )}
          {state.status === 'failed' && (
            <Alert color="red" role="alert" mb="sm">
              {state.message}
            </Alert>
          )}
          {conversion.data &&
            conversion.data.errors_total > 0 &&
            (state.status === 'done' || state.status === 'failed') && (
              <>
                <Text size="sm" mb="xs">
                  Rows with errors were not converted and are kept in{' '}
                  <Anchor component={Link} to="/fiu/saved-info">
                    Saved info
                  </Anchor>
                  , where you can correct them.
                </Text>
                <ConversionErrors fileId={state._id} download={downloadErrors} />
              </>
            )}
        </Paper>
      )}
    </Stack>
  );
}
