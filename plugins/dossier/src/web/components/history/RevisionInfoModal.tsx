import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { SnapshotWire } from '../../../shared/index.ts';
import { commentText, revisionDate } from '../../history-download.ts';

export interface RevisionInfoModalProps {
  revision: SnapshotWire | null;
  /** The user may restore and delete revisions (verify_report). */
  canManage: boolean;
  busy?: 'restore' | 'delete' | null;
  onClose(): void;
  onRestore(r: SnapshotWire): void;
  onDelete(r: SnapshotWire): void;
  onView(r: SnapshotWire): void;
}

/** 'Document Revision Information' [001:83] with Restore and Delete. */
export function RevisionInfoModal({
  revision,
  canManage,
  busy = null,
  onClose,
  onRestore,
  onDelete,
  onView,
}: RevisionInfoModalProps) {
  return (
    <Modal opened={revision !== null} onClose={onClose} title="Document Revision Information" centered size="lg">
      {revision && (
        <Stack gap="sm">
          <Table withRowBorders={false} variant="vertical">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>Name</Table.Th>
                <Table.Td>{revision.label}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Td>{revisionDate(revision.snapshotDate)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Saved by</Table.Th>
                <Table.Td>{revision.comment_by}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Objects</Table.Th>
                <Table.Td>{revision.objects_count}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Comment</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{commentText(revision.comment) || '—'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {canManage && (
            <Text size="sm" c="dimmed">
              Restore proposes every value that differs from today as change requests; a colleague confirms them like
              any edit.
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => onView(revision)}>
              View
            </Button>
            {canManage && (
              <Group>
                <Button
                  color="red.8"
                  variant="outline"
                  onClick={() => onDelete(revision)}
                  loading={busy === 'delete'}
                  disabled={busy === 'restore'}
                >
                  Delete
                </Button>
                <Button onClick={() => onRestore(revision)} loading={busy === 'restore'} disabled={busy === 'delete'}>
                  Restore
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
