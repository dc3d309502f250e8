import { Alert, Button, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, notifyError } from '@app/core/web';
import { ApiError } from '@app/core/client';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CaseFilters } from '../../components/CaseFilters/CaseFilters.tsx';
import { SCREENING_MESSAGES, type ScreeningResponse } from '../../../shared/index.ts';
import { ScreeningLoader } from '../../components/ScreeningLoader/ScreeningLoader.tsx';
import {
  ScreeningRequestModal,
  type ScreeningRequestErrors,
  type ScreeningRequestValues,
} from '../../components/ScreeningRequestModal/ScreeningRequestModal.tsx';
import { ScreeningResultView } from '../../components/ScreeningResultView/ScreeningResultView.tsx';
import { ScreeningsTable } from '../../components/ScreeningsTable/ScreeningsTable.tsx';
import { screeningItemPath, screeningKeys, useScreeningClient } from '../../hooks.ts';
import { useCaseFilterParams } from './useCaseFilterParams.ts';

const FIELDS = ['firstname', 'surname', 'dob', 'nationality'] as const;

function serverFieldErrors(error: unknown): ScreeningRequestErrors | null {
  if (!(error instanceof ApiError) || !error.body.errors?.length) return null;
  const out: ScreeningRequestErrors = {};
  for (const { field, message } of error.body.errors) {
    const name = FIELDS.find((f) => field === f || field.endsWith(`/${f}`) || field.endsWith(`.${f}`));
    if (name && !out[name]) out[name] = message;
  }
  return Object.keys(out).length ? out : null;
}

/** /sanction-screening-lookups and /:companyId/sanction-screening-lookups: the case list (filters, 30 a page) plus a new request. */
export default function SanctionScreeningListScreen() {
  const { companyId = null } = useParams();
  const client = useScreeningClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<ScreeningRequestErrors | null>(null);
  const [result, setResult] = useState<ScreeningResponse | null>(null);
  // The request form, the loader and the result are three popups in a row: focus comes back to the button that started them.
  const newButton = useRef<HTMLButtonElement>(null);
  const backToStart = () => requestAnimationFrame(() => newButton.current?.focus());
  const { filters, page, patch } = useCaseFilterParams();
  const list = useQuery({
    queryKey: [...screeningKeys.list(companyId), filters, page],
    queryFn: () =>
      client.listCases({
        ...(companyId ? { company_id: companyId } : {}),
        ...(filters.status !== 'all' ? { status: filters.status } : {}),
        ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
        ...(filters.from ? { from: filters.from } : {}),
        ...(filters.to ? { to: filters.to } : {}),
        ...(!companyId && filters.client ? { company_id: filters.client } : {}),
        ...(filters.assignee ? { assignee: filters.assignee } : {}),
        ...(page > 1 ? { page: String(page) } : {}),
      }),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({ queryKey: [...screeningKeys.all, 'case-filters'], queryFn: () => client.caseFilters({}) });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  const create = useMutation({
    mutationFn: (v: ScreeningRequestValues) =>
      client.sanctionScreening({
        firstname: v.firstname,
        surname: v.surname,
        dob: `${v.dob}T00:00:00.000Z`,
        nationality: v.nationality,
        ...(companyId ? { company_id: companyId } : {}),
      }),
    onSuccess: (data) => {
      setAdding(false);
      setResult(data.data);
      void queryClient.invalidateQueries({ queryKey: screeningKeys.all });
    },
    onError: (e) => {
      setServerErrors(serverFieldErrors(e));
      notifyError(errorText(e, SCREENING_MESSAGES.requestFailed));
    },
  });

  const openForm = () => {
    setFormKey((k) => k + 1);
    setServerErrors(null);
    setAdding(true);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Sanction History</Title>
        <Button ref={newButton} onClick={openForm}>
          New Sanction Screening
        </Button>
      </Group>
      <CaseFilters
        value={filters}
        onChange={patch}
        clients={companyId ? undefined : (options.data?.clients ?? [])}
        assignees={options.data?.assignees ?? []}
      />
      <Paper withBorder>
        {list.isPending && <Loader role="status" m="md" aria-label="Loading sanction screenings" />}
        {list.isError && (
          <Alert color="red" m="md">
            {errorText(list.error, 'Error loading sanction screenings')}
          </Alert>
        )}
        {list.isSuccess && (
          <ScreeningsTable
            records={list.data.cases}
            showClient={!companyId}
            itemPath={(r) => screeningItemPath(r._id, companyId)}
            onOpen={(r) => void navigate(screeningItemPath(r._id, companyId))}
          />
        )}
      </Paper>
      {list.isSuccess && (
        <Group justify="space-between">
          <Text size="sm">
            {list.data.total} screening{list.data.total === 1 ? '' : 's'}
            {list.data.total > list.data.page_size ? ` · page ${page} of ${pages}` : ''}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => patch({ page: p })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </Group>
      )}
      <ScreeningRequestModal
        key={formKey}
        opened={adding && !create.isPending}
        onClose={() => {
          setAdding(false);
          backToStart();
        }}
        onSubmit={(v) => create.mutate(v)}
        submitting={create.isPending}
        serverErrors={serverErrors}
      />
      <ScreeningLoader opened={create.isPending} />
      <ScreeningResultView
        mode="popup"
        opened={!!result}
        response={result}
        onClose={() => {
          setResult(null);
          backToStart();
        }}
        screeningPath={(id) => screeningItemPath(id, companyId)}
      />
    </Stack>
  );
}
