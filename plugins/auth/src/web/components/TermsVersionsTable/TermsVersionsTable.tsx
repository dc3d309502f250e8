import { Button, Group, Table, Text } from '@mantine/core';
import type { TermsVersion } from '../../../shared/user.schema.ts';
import { formatDate } from '../../hooks.ts';

export interface TermsVersionsTableProps {
  versions: TermsVersion[];
  onView: (version: TermsVersion) => void;
  onRestore: (version: TermsVersion) => void;
  /** The version being restored (its button shows progress; the others wait). */
  restoringId?: string | null;
}

/** Every saved version of the terms, newest first: when, by whom, and whether it came from a restore. */
export function TermsVersionsTable({ versions, onView, onRestore, restoringId }: TermsVersionsTableProps) {
  if (versions.length === 0) return <Text>No version has been saved yet.</Text>;
  const savedAt = new Map(versions.map((v) => [v._id, v.createdAt]));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Terms versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Saved</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <Table.Tr key={v._id}>
              <Table.Td>{formatDate(v.createdAt)}</Table.Td>
              <Table.Td>{v.updatedBy ? `${v.updatedBy.username} (${v.updatedBy.email})` : '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {v.current && (
                    <Text size="sm" fw={700}>
                      Current
                    </Text>
                  )}
                  {v.restoredFrom && <Text size="sm">Restored from {formatDate(savedAt.get(v.restoredFrom))}</Text>}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onView(v)}
                    aria-label={`View the version of ${formatDate(v.createdAt)}`}
                  >
                    View
                  </Button>
                  {!v.current && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onRestore(v)}
                      loading={restoringId === v._id}
                      disabled={!!restoringId && restoringId !== v._id}
                      aria-label={`Restore the version of ${formatDate(v.createdAt)}`}
                    >
                      Restore
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
