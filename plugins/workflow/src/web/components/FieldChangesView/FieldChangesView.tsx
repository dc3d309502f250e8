import { Badge, Table, Text } from '@mantine/core';
import { WORKFLOW_MESSAGES as M, type ReviewViewProps } from '../../../shared/index.ts';
import { parseFields, parseState, useLabels } from '../../hooks.ts';

/**
 * The generic review-of-change view: field, left 'Current Version' (waiting) or 'Previous Version'
 * (history), right 'New Version'; changed fields highlighted; a remove action shows the object as it
 * is, read only (review mode).
 */
export function FieldChangesView({ action, view }: ReviewViewProps) {
  const labels = useLabels();
  const type = action.objectType;
  if (action.actionType === 'remove') {
    const state = parseState(action);
    if (!state || !Object.keys(state).length) return <Text c="dimmed">{M.noData}</Text>;
    return (
      <Table aria-label="Object to be deleted" withTableBorder>
        <Table.Caption>Delete action requested on the following {labels.object(type)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Current Version</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {labels
            .order(type, Object.keys(state))
            .map((name) => [name, state[name]] as const)
            .map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Td>{labels.field(type, name)}</Table.Td>
                <Table.Td>{labels.value(type, name, value)}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    );
  }
  const changes = parseFields(action);
  const fields = labels.order(type, Object.keys(changes)).map((name) => [name, changes[name]!] as const);
  if (!fields.length) return <Text c="dimmed">{M.noData}</Text>;
  const left = view === 'forConfirmation' ? 'Current Version' : 'Previous Version';
  return (
    <Table aria-label="Changed fields" withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>{left}</Table.Th>
          <Table.Th>New Version</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map(([name, change]) => {
          const isNew = change.current === null || change.current === undefined || change.current === '';
          return (
            <Table.Tr key={name} bg="var(--mantine-color-yellow-light)" data-changed="true">
              <Table.Td>{labels.field(type, name)}</Table.Td>
              <Table.Td>{isNew ? '' : labels.value(type, name, change.current)}</Table.Td>
              <Table.Td>
                <Text span fw={600}>
                  {labels.value(type, name, change.new)}
                </Text>{' '}
                {isNew && (
                  <Badge size="xs" variant="light">
                    new
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
