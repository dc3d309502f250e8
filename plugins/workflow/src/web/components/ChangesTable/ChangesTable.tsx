import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { WORKFLOW_MESSAGES as M, withCompanions, type ReviewAction, type View } from '../../../shared/index.ts';
import { ACTION_TAKEN_LABEL, formatAt, parseFields, useLabels } from '../../hooks.ts';
import { proposerNames } from '../ProposalHistory/ProposalHistory.tsx';

export interface ChangesTableProps {
  view: View;
  items: ReviewAction[];
  onOpen(item: ReviewAction): void;
}

/**
 * The notifications of a view: date, client, object, action, fields, who (and, in history, the outcome).
 * Requests of one user action (a shareholder and its person) are listed together (ADR 0049).
 */
export function ChangesTable({ view, items, onOpen }: ChangesTableProps) {
  const labels = useLabels();
  if (!items.length)
    return (
      <Text c="dimmed" p="md">
        {M.noItems}
      </Text>
    );
  const history = view === 'forHistory';
  return (
    <Table highlightOnHover aria-label={history ? 'History of changes' : 'Changes waiting for confirmation'}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Client</Table.Th>
          <Table.Th>Object</Table.Th>
          <Table.Th>Changes</Table.Th>
          <Table.Th>Changes made by</Table.Th>
          {history && <Table.Th>Action taken</Table.Th>}
          {history && <Table.Th>Handled by</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {withCompanions(items).map(({ item, partOf }) => {
          const names = labels
            .order(item.objectType, Object.keys(parseFields(item)))
            .map((f) => labels.field(item.objectType, f));
          return (
            <Table.Tr key={item._id} fw={item.is_read ? undefined : 600} data-part-of={partOf?._id}>
              <Table.Td>
                <UnstyledButton
                  onClick={() => onOpen(item)}
                  aria-label={`Open change of ${formatAt(item.datetime)} for ${item.company_name || 'client'}`}
                  td="underline"
                >
                  {formatAt(item.datetime)}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{item.company_name || '-'}</Table.Td>
              <Table.Td>
                {partOf ? (
                  <Text span size="sm" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-blue-9)' }}>
                    {labels.object(item.objectType)}{' '}
                    <Badge
                      size="xs"
                      variant="outline"
                      color="blue.9"
                      aria-label={`Part of the ${labels.object(partOf.objectType)} request above`}
                    >
                      part of {labels.object(partOf.objectType)}
                    </Badge>
                  </Text>
                ) : (
                  labels.object(item.objectType)
                )}
              </Table.Td>
              <Table.Td>
                {item.actionType === 'remove' ? (
                  <Badge color="red" variant="light">
                    Delete
                  </Badge>
                ) : (
                  names.join(', ')
                )}
              </Table.Td>
              <Table.Td>{proposerNames(item)}</Table.Td>
              {history && <Table.Td>{item.actionTaken ? ACTION_TAKEN_LABEL[item.actionTaken] : '-'}</Table.Td>}
              {history && <Table.Td>{item.handled_by_name ?? '-'}</Table.Td>}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
