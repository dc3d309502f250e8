import type { ReviewViewProps } from '@app/plugin-workflow/shared';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { errorText, formatFileSize, notifyError } from '@app/core/web';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type CSSProperties } from 'react';
import { fileReviewOf, type FileReview, type ReviewedFile } from '../../../shared/index.ts';
import { formatAt } from '../ops/ops-hooks.ts';
import { useReviewFiles } from './review-file-transport.tsx';

// Long file names and comments wrap inside the dialog instead of widening it.
const WRAP: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word', minWidth: 0 };

const KIND: Record<FileReview['kind'], { badge: string; color: string }> = {
  'new-file': { badge: 'New file', color: 'blue.9' },
  'replaced-file': { badge: 'File replaced', color: 'indigo.9' },
  removal: { badge: 'Deletion', color: 'red.9' },
  'new-slot': { badge: 'New document', color: 'blue.9' },
  details: { badge: 'Details changed', color: 'gray.8' },
};

/** Whole bytes below a kilobyte ('193 B', not '193.00 B'); a filed screening PDF has no size of its own. */
const sizeText = (bytes: number | undefined) =>
  bytes === undefined ? '-' : bytes < 1024 ? `${bytes} B` : formatFileSize(bytes);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={WRAP}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** One file of the change: name, size, upload date, View / Download, and whether it can be opened at all. */
export function ReviewFileCard({ heading, file }: { heading: string; file: ReviewedFile }) {
  const files = useReviewFiles();
  const check = useQuery({
    queryKey: ['dossier', 'review-file', file.id],
    queryFn: () => files.check(file),
    retry: false,
    staleTime: 30_000,
  });
  const problem = check.data && check.data.state !== 'ok' ? check.data : null;
  const what = `${heading.toLowerCase()} ${file.filename}`;
  const run = (fn: () => Promise<unknown>, failure: string) => () =>
    fn().catch((err: unknown) => notifyError(errorText(err, failure)));
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={`${heading}: ${file.filename}`} style={WRAP}>
      <Stack gap={6}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {heading}
        </Text>
        <Text fw={600} style={WRAP}>
          {file.filename}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <Fact label="Size">{sizeText(file.size ?? (check.data?.state === 'ok' ? check.data.size : undefined))}</Fact>
          <Fact label="Uploaded">{file.uploadedAt ? formatAt(file.uploadedAt) : '-'}</Fact>
        </SimpleGrid>
        {problem ? (
          <Alert
            color={problem.state === 'missing' || problem.state === 'error' ? 'red' : 'gray'}
            variant="light"
            p="xs"
          >
            <Text size="sm">{problem.message}</Text>
          </Alert>
        ) : (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              disabled={!check.data}
              aria-label={`View ${what} in a new tab`}
              onClick={run(
                () => files.view(file),
                'There was an error during view token.\nPlease try again or contact the support',
              )}
            >
              View
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={!check.data}
              aria-label={`Download ${what}`}
              onClick={run(
                () => files.save(file),
                'There was an error during file download.\nPlease try again or contact the support',
              )}
            >
              Download
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function FieldTable({ review, removal, left }: { review: FileReview; removal: boolean; left: string }) {
  return (
    <Table withTableBorder layout="fixed" aria-label="Document details">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="30%">
            Field
          </Table.Th>
          <Table.Th scope="col">{removal ? 'Current Version' : left}</Table.Th>
          {!removal && <Table.Th scope="col">New Version</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {review.rows.map((r) => (
          <Table.Tr
            key={r.field}
            bg={r.changed ? 'var(--mantine-color-yellow-light)' : undefined}
            data-changed={r.changed ? 'true' : undefined}
          >
            <Table.Th scope="row" fw={500} style={WRAP}>
              {r.label}
            </Table.Th>
            <Table.Td style={{ ...WRAP, whiteSpace: 'pre-wrap' }}>{r.current}</Table.Td>
            {!removal && (
              <Table.Td style={{ ...WRAP, whiteSpace: 'pre-wrap' }}>
                <Text span size="sm" fw={r.changed ? 600 : undefined}>
                  {r.new}
                </Text>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The review of a KYC file change (issue 30 §1): the document's label, the file the checker approves
 * (with the one it replaces beside it) to open or download, and the other fields with their labels.
 */
export function FileReviewView({ action, view }: ReviewViewProps) {
  const review = useMemo(() => fileReviewOf(action), [action]);
  const waiting = view === 'forConfirmation';
  const left = waiting ? 'Current Version' : 'Previous Version';
  const removal = review.kind === 'removal';
  const cards: { heading: string; file: ReviewedFile }[] = [];
  if (review.kind === 'replaced-file')
    cards.push(
      { heading: waiting ? 'Current file' : 'Previous file', file: review.current! },
      { heading: 'New file', file: review.next! },
    );
  else if (review.next) cards.push({ heading: 'New file', file: review.next });
  else if (review.current)
    cards.push({ heading: removal ? 'File to be deleted' : 'File (unchanged)', file: review.current });
  return (
    <Stack gap="sm" style={WRAP}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={WRAP}>
          <Text size="xs" c="dimmed">
            Document
          </Text>
          <Title order={3} size="h4" style={WRAP}>
            {review.label}
          </Title>
        </div>
        <Badge color={KIND[review.kind].color} variant="filled" style={{ flexShrink: 0 }}>
          {KIND[review.kind].badge}
        </Badge>
      </Group>
      {removal && <Text fw={600}>Delete action requested on the following document</Text>}
      {cards.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: cards.length }} spacing="sm">
          {cards.map((c) => (
            <ReviewFileCard key={c.heading} {...c} />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          No file attached to this document yet.
        </Text>
      )}
      {review.rows.length > 0 && <FieldTable review={review} removal={removal} left={left} />}
    </Stack>
  );
}
