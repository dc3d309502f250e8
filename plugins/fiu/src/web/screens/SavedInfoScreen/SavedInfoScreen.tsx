import { errorText, notifyError, notifySuccess, useApiRuntime } from '@app/core/web';
import { Alert, Button, Group, List, Loader, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  errorKindLabel,
  FIU_MESSAGES as M,
  TARGET_FIELDS,
  type ErrorKind,
  type SavedInfoFilter,
  type SavedRow,
} from '../../../shared/index.ts';
import { BulkFixDialog, type BulkFixInput } from '../../components/BulkFixDialog/BulkFixDialog.tsx';
import { SavedRowsTable } from '../../components/SavedRowsTable/SavedRowsTable.tsx';
import { downloadSavedErrors, type ErrorsDownloader } from '../../download.ts';
import { fiuKeys, useFiuClient } from '../../hooks.ts';

type Changes = Record<string, Record<string, string>>;
const PER_PAGE = 50;
const FIELD_OPTIONS = TARGET_FIELDS.map((f) => ({ value: f.key, label: f.label }));
const n = (x: number) => x.toLocaleString('en-GB');

/**
 * /fiu/saved-info: rows that failed the checks, a page at a time (the server pages and filters by
 * error kind); click a cell to edit it, or fix one column in many rows at once; download every error.
 */
export default function SavedInfoScreen({ downloadErrors }: { downloadErrors?: ErrorsDownloader } = {}) {
  const client = useFiuClient();
  const queryClient = useQueryClient();
  const { tokens } = useApiRuntime();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<SavedInfoFilter>({});
  const query = { page: String(page), per_page: String(PER_PAGE), ...filter };
  const saved = useQuery({
    queryKey: [...fiuKeys.saved, query],
    queryFn: () => client.getSavedInfo(query),
    placeholderData: keepPreviousData,
  });
  const [changes, setChanges] = useState<Changes>({});
  const [editing, setEditing] = useState<{ id: string; field: string } | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const rows = useMemo(() => saved.data?.data ?? [], [saved.data]);
  // columns failing on this page first: the value to fix is on screen without scrolling sideways
  const fields = useMemo(() => {
    const failing = new Set(rows.flatMap((r) => r.errors.map((e) => e.field)));
    const present = TARGET_FIELDS.filter((f) => rows.some((r) => r.values[f.key] !== undefined));
    return [...present.filter((f) => failing.has(f.key)), ...present.filter((f) => !failing.has(f.key))];
  }, [rows]);
  const total = saved.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  // a fix can empty the last pages: show the last page that still has rows
  useEffect(() => {
    if (saved.data && page > lastPage) setPage(lastPage);
  }, [saved.data, page, lastPage]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: fiuKeys.saved });
  const applyFilter = (next: SavedInfoFilter) => {
    setFilter(next);
    setPage(1);
    setSelected(new Set());
  };

  const save = useMutation({
    mutationFn: () => client.updateSavedInfo({ changes }),
    onSuccess: (data) => {
      setServerErrors(data.error ?? []);
      setChanges({});
      notifySuccess(data.message);
      void refresh();
    },
    onError: (e) => setServerErrors([errorText(e, M.errorDuring('saving'))]),
  });
  const bulk = useMutation({
    mutationFn: (fix: BulkFixInput) =>
      client.bulkFixSavedInfo({
        field: fix.field,
        replace: fix.replace,
        ...(fix.find !== undefined ? { find: fix.find } : {}),
        ...(fix.scope === 'selection' ? { row_ids: [...selected] } : { filter }),
      }),
    onSuccess: (data) => {
      notifySuccess(data.message);
      setBulkOpen(false);
      setSelected(new Set());
      void refresh();
    },
  });
  const convert = useMutation({
    mutationFn: (fileId: string) => client.convertSavedInfo({ file_id: fileId }),
    onSuccess: (data) => {
      notifySuccess(`${data.message}: ${data.file.filename}`);
      void queryClient.invalidateQueries({ queryKey: fiuKeys.all });
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('conversion'))),
  });
  const download = async () => {
    setDownloading(true);
    try {
      notifySuccess(`Downloaded ${await (downloadErrors ?? ((f) => downloadSavedErrors(f, tokens.get())))(filter)}`);
    } catch (e) {
      notifyError(errorText(e, M.errorDuring('download')));
    } finally {
      setDownloading(false);
    }
  };

  const valueOf = (r: SavedRow, key: string) => changes[r._id]?.[key] ?? r.values[key] ?? '';
  const edit = (r: SavedRow, key: string, value: string) =>
    setChanges((c) => ({ ...c, [r._id]: { ...c[r._id], [key]: value } }));
  const select = (ids: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const readyFiles = (saved.data?.files ?? []).filter((f) => f.ready > 0);
  const listed = rows.flatMap((r) =>
    r.errors.map((e) => `Row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.reason} (${r.filename})`),
  );
  // the column most rows of the filtered kind fail on is the likely one to fix
  const likelyField =
    filter.field ??
    (filter.kind ? rows.flatMap((r) => r.errors).find((e) => e.kind === filter.kind)?.field : undefined) ??
    null;
  const fileName = (id?: string) => saved.data?.files.find((f) => f.file_id === id)?.filename ?? '';
  const filterLabel =
    [filter.kind ? errorKindLabel(filter.kind) : '', filter.file_id ? fileName(filter.file_id) : '']
      .filter(Boolean)
      .join(', ') || 'every saved row';

  if (saved.isPending) return <Loader role="status" aria-label="Loading saved info" />;
  if (saved.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(saved.error, 'Error occured while fetching the data')}
      </Alert>
    );
  const files = saved.data.files;
  if (!files.length)
    return (
      <Stack gap="md">
        <Title order={1}>Saved Info</Title>
        <Text>{M.nothingHere}</Text>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Title order={1}>Saved Info</Title>
      <Text size="sm" c="dimmed">
        Rows that did not pass the checks. Click a cell to correct it, then Save; or fix one column in many rows with
        Fix a column. Corrected rows can be converted into a new report.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Error kind"
          placeholder="All errors"
          clearable
          w={300}
          value={filter.kind ?? null}
          data={[
            ...saved.data.kinds.map((k) => ({ value: k.kind, label: `${k.label} (${n(k.rows)})` })),
            ...(filter.kind && !saved.data.kinds.some((k) => k.kind === filter.kind)
              ? [{ value: filter.kind, label: `${errorKindLabel(filter.kind)} (0)` }]
              : []),
          ]}
          onChange={(v) => applyFilter({ ...filter, kind: (v as ErrorKind | null) ?? undefined })}
        />
        {files.length > 1 && (
          <Select
            label="File"
            placeholder="All files"
            clearable
            w={280}
            value={filter.file_id ?? null}
            data={files.map((f) => ({ value: f.file_id, label: `${f.filename} (${n(f.rows)})` }))}
            onChange={(v) => applyFilter({ ...filter, file_id: v ?? undefined })}
          />
        )}
        <Button variant="light" onClick={() => setBulkOpen(true)} disabled={!total}>
          Fix a column…
        </Button>
        <Button variant="default" onClick={() => void download()} loading={downloading}>
          Download error list (CSV)
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite">
        {total
          ? `Rows ${n((page - 1) * PER_PAGE + 1)}–${n(Math.min(page * PER_PAGE, total))} of ${n(total)}`
          : 'No saved row matches the filter'}
        {selected.size > 0 && ` · ${n(selected.size)} selected`}
      </Text>
      {rows.length > 0 && (
        <SavedRowsTable
          rows={rows}
          fields={fields}
          selected={selected}
          onSelect={select}
          valueOf={valueOf}
          editing={editing}
          onEditing={setEditing}
          onEdit={edit}
        />
      )}
      {total > PER_PAGE && (
        <Pagination
          total={lastPage}
          value={page}
          onChange={setPage}
          siblings={1}
          boundaries={1}
          aria-label="Pages"
          getControlProps={(c) => ({
            'aria-label': c === 'previous' ? 'Previous page' : c === 'next' ? 'Next page' : c,
          })}
        />
      )}
      <Group>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!Object.keys(changes).length}>
          Save
        </Button>
        {readyFiles.map((f) => (
          <Button key={f.file_id} variant="light" loading={convert.isPending} onClick={() => convert.mutate(f.file_id)}>
            Convert corrected rows of {f.filename} ({n(f.ready)})
          </Button>
        ))}
      </Group>
      {(listed.length > 0 || serverErrors.length > 0) && (
        <section aria-labelledby="fiu-saved-errors">
          <Title order={2} size="h5" id="fiu-saved-errors">
            {M.errorsTitle}
          </Title>
          {total > rows.length && (
            <Text size="xs" c="dimmed">
              Errors of the rows on this page; the full list is in the CSV download.
            </Text>
          )}
          <List size="sm" c="red.8">
            {[...new Set([...serverErrors, ...listed])].map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </section>
      )}
      {bulkOpen && (
        <BulkFixDialog
          opened
          onClose={() => {
            setBulkOpen(false);
            bulk.reset();
          }}
          fields={FIELD_OPTIONS}
          defaultField={likelyField}
          selectedCount={selected.size}
          matchingCount={total}
          filterLabel={filterLabel}
          pending={bulk.isPending}
          error={bulk.isError ? errorText(bulk.error, M.errorDuring('saving')) : null}
          onApply={(fix) => bulk.mutate(fix)}
        />
      )}
    </Stack>
  );
}
