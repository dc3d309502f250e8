import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJobRoute, type JobStatus } from '../../../shared/index.ts';
import { useApiRuntime } from '../../runtime/ApiProvider.tsx';

export interface JobProgressProps {
  jobId: string;
  /** What runs, e.g. 'Re-screening all subjects'. */
  label: string;
  /** Called once when the job has completed, failed or been cancelled. */
  onFinished?: (job: JobStatus) => void;
  /** Poll interval in ms (default 1000). */
  interval?: number;
}

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/** Progress bar of a background job, polled from `GET jobs/:id` until it ends. */
export function JobProgress({ jobId, label, onFinished, interval = 1000 }: JobProgressProps) {
  const { http } = useApiRuntime();
  const { data: job, error } = useQuery({
    queryKey: ['core.job', jobId],
    queryFn: () => http(getJobRoute, { id: jobId }),
    refetchInterval: (q) => (q.state.data && FINISHED.has(q.state.data.state) ? false : interval),
  });
  const finished = job && FINISHED.has(job.state);
  useEffect(() => {
    if (job && finished) onFinished?.(job);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);
  if (error)
    return (
      <Alert color="red" title={label}>
        Progress is not available: {error.message}
      </Alert>
    );
  const total = job?.progress.total ?? 0;
  const done = job?.progress.done ?? 0;
  const pct = job?.state === 'completed' ? 100 : total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const state = !job
    ? 'Starting…'
    : job.state === 'created'
      ? 'Queued'
      : job.state === 'retry'
        ? 'Retrying'
        : job.state === 'active'
          ? 'Running'
          : job.state === 'completed'
            ? 'Done'
            : job.state === 'failed'
              ? 'Failed'
              : 'Cancelled';
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {state}
          {total > 0 ? ` · ${done.toLocaleString()} / ${total.toLocaleString()}` : ''}
        </Text>
      </Group>
      <Progress
        value={pct}
        color={job?.state === 'failed' ? 'red' : undefined}
        animated={!finished}
        aria-label={`${label}: ${pct}%`}
      />
      {job?.progress.message && (
        <Text size="xs" c="dimmed">
          {job.progress.message}
        </Text>
      )}
      {job?.state === 'failed' && job.error && (
        <Text size="sm" c="red">
          {job.error}
        </Text>
      )}
    </Stack>
  );
}
