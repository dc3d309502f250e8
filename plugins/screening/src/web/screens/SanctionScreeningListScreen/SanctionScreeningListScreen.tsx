import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, notifyError } from '@app/core/web';
import { ApiError } from '@app/core/client';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SCREENING_MESSAGES, type ScreeningResponse } from '../../../shared/index.ts';
import { ScreeningLoader } from '../../components/ScreeningLoader/ScreeningLoader.tsx';
import { ScreeningRequestModal, type ScreeningRequestErrors, type ScreeningRequestValues } from '../../components/ScreeningRequestModal/ScreeningRequestModal.tsx';
import { ScreeningResultView } from '../../components/ScreeningResultView/ScreeningResultView.tsx';
import { ScreeningsTable } from '../../components/ScreeningsTable/ScreeningsTable.tsx';
import { screeningItemPath, screeningKeys, useScreeningClient } from '../../hooks.ts';

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

/** /sanction-screening-lookups and /:companyId/sanction-screening-lookups: history plus a new request. */
export default function SanctionScreeningListScreen() {
  const { companyId = null } = useParams();
  const client = useScreeningClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<ScreeningRequestErrors | null>(null);
  const [result, setResult] = useState<ScreeningResponse | null>(null);
  const list = useQuery({
    queryKey: screeningKeys.list(companyId),
    queryFn: () => client.listScreenings(companyId ? { company_id: companyId } : {}),
  });

  const create = useMutation({
    mutationFn: (v: ScreeningRequestValues) =>
      client.sanctionScreening({ firstname: v.firstname, surname: v.surname, dob: `${v.dob}T00:00:00.000Z`, nationality: v.nationality, ...(companyId ? { company_id: companyId } : {}) }),
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
        <Button onClick={openForm}>New Sanction Screening</Button>
      </Group>
      <Paper withBorder>
        {list.isPending && <Loader role="status" m="md" aria-label="Loading sanction screenings" />}
        {list.isError && (
          <Alert color="red" m="md">
            {errorText(list.error, 'Error loading sanction screenings')}
          </Alert>
        )}
        {list.isSuccess && (
          <ScreeningsTable
            records={list.data.data}
            itemPath={(r) => screeningItemPath(r._id, companyId)}
            onOpen={(r) => void navigate(screeningItemPath(r._id, companyId))}
          />
        )}
      </Paper>
      <ScreeningRequestModal
        key={formKey}
        opened={adding && !create.isPending}
        onClose={() => setAdding(false)}
        onSubmit={(v) => create.mutate(v)}
        submitting={create.isPending}
        serverErrors={serverErrors}
      />
      <ScreeningLoader opened={create.isPending} />
      <ScreeningResultView mode="popup" opened={!!result} response={result} onClose={() => setResult(null)} />
    </Stack>
  );
}
