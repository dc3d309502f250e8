import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText, JobProgress, notifyError, notifySuccess } from '@app/core/web';
import type { JobStatus } from '@app/core/shared';
import { useEffect, useMemo, useState } from 'react';
import type { ImportJob } from '../../../shared/index.ts';
import { ImportJobsTable } from '../../components/ImportJobsTable/ImportJobsTable.tsx';
import { ImportListForm } from '../../components/ImportListForm/ImportListForm.tsx';
import { ListVersionsTable } from '../../components/ListVersionsTable/ListVersionsTable.tsx';
import { screeningKeys, useScreeningClient } from '../../hooks.ts';

type VersionsData = Awaited<ReturnType<ReturnType<typeof useScreeningClient>['listVersions']>>;

/** /admin/screening-lists (super users): list versions, imports (polled while running), re-screening. */
export default function ScreeningListsAdminScreen() {
  const client = useScreeningClient();
  const queryClient = useQueryClient();
  const lists = useQuery({ queryKey: screeningKeys.versions, queryFn: () => client.listVersions(undefined) });
  const running = useMemo(
    () => (lists.data?.jobs ?? []).filter((j) => j.status === 'running').map((j) => j._id),
    [lists.data],
  );

  // Poll every running job once a second until it finishes.
  const polled = useQueries({
    queries: running.map((id) => ({
      queryKey: screeningKeys.job(id),
      queryFn: () => client.getImportJob({ id }),
      refetchInterval: (q: { state: { data?: { job: ImportJob } } }) =>
        !q.state.data || q.state.data.job.status === 'running' ? 1000 : false,
    })),
  });
  const latest = new Map<string, ImportJob>();
  for (const q of polled) if (q.data) latest.set(q.data.job._id, q.data.job);
  const finished = [...latest.values()]
    .filter((j) => j.status !== 'running')
    .map((j) => `${j._id}:${j.status}`)
    .join(',');
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: screeningKeys.versions });
  }, [finished, queryClient]);
  const jobs = (lists.data?.jobs ?? []).map((j) => latest.get(j._id) ?? j);

  const onStarted = (job: ImportJob) => {
    queryClient.setQueryData<VersionsData>(screeningKeys.versions, (old) =>
      old ? { ...old, jobs: [job, ...old.jobs.filter((j) => j._id !== job._id)] } : old,
    );
    void queryClient.invalidateQueries({ queryKey: screeningKeys.versions });
  };

  const [rescreenJob, setRescreenJob] = useState<string | null>(null);
  const [rescreenDone, setRescreenDone] = useState(false);
  const rescreen = useMutation({
    mutationFn: () => client.rescreen({}),
    onSuccess: (data) => {
      setRescreenDone(false);
      setRescreenJob(data.job_id);
    },
    onError: (e) =>
      notifyError(errorText(e, 'There was an error during re-screening.\nPlease try again or contact the support')),
  });
  const onRescreenFinished = (job: JobStatus) => {
    setRescreenDone(true);
    const out = (job.output ?? {}) as { rescreened?: number; alerts?: number };
    if (job.state === 'completed') {
      notifySuccess(
        `Re-screened ${out.rescreened ?? 0} subject${out.rescreened === 1 ? '' : 's'}; ${out.alerts ?? 0} new alert${out.alerts === 1 ? '' : 's'}`,
      );
    } else notifyError(`Re-screening ${job.state}${job.error ? `: ${job.error}` : ''}`);
    void queryClient.invalidateQueries({ queryKey: screeningKeys.all });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Sanctions Lists</Title>
        <Button
          loading={rescreen.isPending || (rescreenJob !== null && !rescreenDone)}
          onClick={() => rescreen.mutate()}
        >
          Re-screen all subjects
        </Button>
      </Group>
      {rescreenJob && (
        <Paper withBorder p="md">
          <JobProgress
            key={rescreenJob}
            jobId={rescreenJob}
            label="Re-screening all subjects"
            onFinished={onRescreenFinished}
          />
        </Paper>
      )}
      <Text size="sm" c="dimmed">
        Screening uses the current version of each list. After an import, monitored subjects affected by the changes are
        re-screened and new hits raise alerts.
      </Text>
      <ImportListForm onStarted={onStarted} />
      {lists.isPending && <Loader role="status" aria-label="Loading sanctions lists" />}
      {lists.isError && (
        <Alert color="red" role="alert">
          {errorText(lists.error, 'Error loading sanctions lists')}
        </Alert>
      )}
      {lists.isSuccess && (
        <>
          <Paper withBorder p="md" component="section" aria-labelledby="screening-import-jobs">
            <Title order={2} size="h4" id="screening-import-jobs" mb="sm">
              Import jobs
            </Title>
            <ImportJobsTable jobs={jobs} />
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="screening-list-versions">
            <Title order={2} size="h4" id="screening-list-versions" mb="sm">
              List versions
            </Title>
            <ListVersionsTable versions={lists.data.versions} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
