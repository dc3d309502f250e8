import { Badge, Progress, Stack, Table, Text } from '@mantine/core';
import type { ImportJob } from '../../../shared/index.ts';
import { TONES, formatDateTime, percent, sourceLabel } from '../../hooks.ts';

export interface ImportJobsTableProps {
  jobs: ImportJob[];
}

const STATUS_COLORS: Record<ImportJob['status'], string> = {
  running: TONES.info,
  done: TONES.ok,
  failed: TONES.danger,
};

/** Import jobs with status and progress (the screen keeps running ones fresh). */
export function ImportJobsTable({ jobs }: ImportJobsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label="Import jobs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Source</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Progress</Table.Th>
            <Table.Th scope="col">Started</Table.Th>
            <Table.Th scope="col">Finished</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job._id}>
              <Table.Td>{sourceLabel(job.source)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[job.status]} style={{ minWidth: 'max-content' }}>
                  {job.status}
                </Badge>
              </Table.Td>
              <Table.Td miw={200}>
                <Stack gap={4}>
                  <Progress
                    value={Math.min(100, job.progress <= 1 ? job.progress * 100 : job.progress)}
                    color={STATUS_COLORS[job.status]}
                    animated={job.status === 'running'}
                    aria-label={`Import progress of ${sourceLabel(job.source)}`}
                  />
                  <Text size="xs" c={job.status === 'failed' ? 'red.9' : 'dimmed'}>
                    {percent(job.progress)}
                    {job.message ? ` · ${job.message}` : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{formatDateTime(job.started_at)}</Table.Td>
              <Table.Td>{formatDateTime(job.finished_at)}</Table.Td>
            </Table.Tr>
          ))}
          {jobs.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>No imports yet.</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
