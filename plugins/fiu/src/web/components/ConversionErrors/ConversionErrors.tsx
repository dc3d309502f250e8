import { errorText, notifyError, notifySuccess, useApiRuntime } from '@app/core/web';
import { Alert, Button, Group, Loader, Pagination, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorKindLabel, FIU_MESSAGES as M, type ErrorKind } from '../../../shared/index.ts';
import { downloadConversionErrors, type ConversionErrorsDownloader } from '../../download.ts';
import { fiuKeys, useFiuClient } from '../../hooks.ts';
import { RowErrorsTable } from '../RowErrorsTable/RowErrorsTable.tsx';

const PER_PAGE = 50;
const n = (x: number) => x.toLocaleString('en-GB');

/**
 * Every row error of one conversion, 50 a page from the server, filtered by error kind, and the
 * whole list (or one kind) as a CSV download: nothing is cut at a fixed number (ADR 0080).
 */
export function ConversionErrors({ fileId, download }: { fileId: string; download?: ConversionErrorsDownloader }) {
  const client = useFiuClient();
  const { tokens } = useApiRuntime();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<ErrorKind | undefined>();
  const [downloading, setDownloading] = useState(false);
  const query = { id: fileId, page: String(page), per_page: String(PER_PAGE), ...(kind ? { kind } : {}) };
  const errors = useQuery({
    queryKey: [...fiuKeys.conversionErrors(fileId), query],
    queryFn: () => client.getConversionErrors(query),
    placeholderData: keepPreviousData,
  });
  const save = async () => {
    setDownloading(true);
    try {
      const name = await (download ?? ((id, k) => downloadConversionErrors(id, k, tokens.get())))(fileId, kind);
      notifySuccess(`Downloaded ${name}`);
    } catch (e) {
      notifyError(errorText(e, M.errorDuring('download')));
    } finally {
      setDownloading(false);
    }
  };

  if (errors.isPending) return <Loader size="sm" role="status" aria-label="Loading the row errors" />;
  if (errors.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(errors.error, 'Error occured while fetching the data')}
      </Alert>
    );
  const { total, kinds } = errors.data;
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Error kind"
          placeholder="All errors"
          clearable
          w={300}
          value={kind ?? null}
          data={kinds.map((k) => ({ value: k.kind, label: `${k.label} (${n(k.errors)})` }))}
          onChange={(v) => {
            setKind((v as ErrorKind | null) ?? undefined);
            setPage(1);
          }}
        />
        <Button variant="default" onClick={() => void save()} loading={downloading}>
          Download all errors (CSV)
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite">
        {total
          ? `Errors ${n((page - 1) * PER_PAGE + 1)}–${n(Math.min(page * PER_PAGE, total))} of ${n(total)}${kind ? ` (${errorKindLabel(kind)})` : ''}`
          : 'No error of this kind'}
      </Text>
      <RowErrorsTable errors={errors.data.errors} />
      {total > PER_PAGE && (
        <Pagination
          total={lastPage}
          value={page}
          onChange={setPage}
          siblings={1}
          boundaries={1}
          aria-label="Pages of row errors"
          getControlProps={(c) => ({
            'aria-label': c === 'previous' ? 'Previous page' : c === 'next' ? 'Next page' : c,
          })}
        />
      )}
    </Stack>
  );
}
