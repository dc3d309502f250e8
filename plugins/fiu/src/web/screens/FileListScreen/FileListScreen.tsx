import { formatFileSize } from '@app/core/shared';
import { DataTable, errorText, notifyError } from '@app/core/web';
import { Alert, Button, Group, Loader, Pagination, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { FIU_MESSAGES as M, type FileItem } from '../../../shared/index.ts';
import { fiuKeys, formatDate, formatFee, useFiuClient } from '../../hooks.ts';
import { useFiuTransport } from '../../transport.tsx';

const features = tableFeatures({});
const PER_PAGE = 50;
const n = (x: number) => x.toLocaleString('en-GB');
const helper = createColumnHelper<typeof features, FileItem>();
const STATUS: Record<FileItem['status'], string> = {
  uploaded: 'gray',
  queued: 'blue',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** /fiu/file-list: uploaded exports with rows, fee and comment, 50 a page, newest first; downloads of the source and the report. */
export default function FileListScreen() {
  const client = useFiuClient();
  const transport = useFiuTransport();
  const [page, setPage] = useState(1);
  const query = { page: String(page), per_page: String(PER_PAGE) };
  const files = useQuery({
    queryKey: [...fiuKeys.files, query],
    queryFn: () => client.getFilesList(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.files.some((f) => f.status === 'queued' || f.status === 'running') ? 2000 : false,
  });
  const total = files.data?.total ?? 0;
  const download = (serverName: string, filename: string) =>
    transport.save(serverName, filename).catch((e) => notifyError(errorText(e, M.errorDuring('file download'))));
  const columns = helper.columns([
    helper.accessor('uploadDate', { header: 'Upload date', cell: (c) => formatDate(c.getValue()) }),
    helper.accessor('filename', { header: 'File name' }),
    helper.accessor('filesize', { header: 'Size', cell: (c) => formatFileSize(c.getValue()) }),
    helper.accessor('rows', { header: 'Rows' }),
    helper.accessor('conversionFee', { header: 'Fee', cell: (c) => formatFee(c.getValue()) }),
    helper.accessor('conversionFeeComment', {
      header: 'Comment',
      cell: (c) => c.getValue() || c.row.original.message || '—',
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <Text size="sm" fw={600} data-status={STATUS[c.getValue()]}>
          {c.getValue()}
        </Text>
      ),
    }),
    helper.display({
      id: 'download',
      header: 'Download',
      cell: (c) => {
        const f = c.row.original;
        return (
          <Group gap="xs" wrap="nowrap">
            {!f.serverName.endsWith('.json') && (
              <Button size="compact-xs" variant="light" onClick={() => download(f.serverName, f.filename)}>
                Source<VisuallyHidden> file {f.filename}</VisuallyHidden>
              </Button>
            )}
            {f.report && (
              <Button size="compact-xs" onClick={() => download(f.report!.serverName, f.report!.filename)}>
                Report<VisuallyHidden> of {f.filename}</VisuallyHidden>
              </Button>
            )}
          </Group>
        );
      },
    }),
  ]);
  return (
    <Stack gap="md">
      <Title order={1}>Uploaded Files</Title>
      {files.isPending && <Loader role="status" aria-label="Loading files" />}
      {files.isError && (
        <Alert color="red" role="alert">
          {errorText(files.error, M.filesListError)}
        </Alert>
      )}
      {files.isSuccess && total > PER_PAGE && (
        <Text size="sm" role="status" aria-live="polite">
          Files {n((page - 1) * PER_PAGE + 1)}–{n(Math.min(page * PER_PAGE, total))} of {n(total)}
        </Text>
      )}
      {files.isSuccess && (
        <DataTable
          features={features}
          columns={columns}
          data={files.data.files}
          label="Uploaded files"
          empty={M.nothingHere}
          minWidth={900}
        />
      )}
      {total > PER_PAGE && (
        <Pagination
          total={Math.ceil(total / PER_PAGE)}
          value={page}
          onChange={setPage}
          siblings={1}
          boundaries={1}
          aria-label="Pages of files"
          getControlProps={(c) => ({
            'aria-label': c === 'previous' ? 'Previous page' : c === 'next' ? 'Next page' : c,
          })}
        />
      )}
    </Stack>
  );
}
