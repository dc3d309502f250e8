import { Badge, Table, Text } from '@mantine/core';
import { WORKFLOW_MESSAGES as M } from '../../../shared/index.ts';
import { displayValue, fieldLabel, parseFields, parseState } from '../../hooks.ts';
import type { ReviewViewProps } from '../../review-views.ts';

/**
 * The generic review-of-change view: field, left 'Current Version' (waiting) or 'Previous Version'
 * (history), right 'New Version'; changed fields highlighted; a remove action shows the object as it
 * is, read only (review mode).
 */
export function FieldChangesView({ action, view }: ReviewViewProps) {
  if (action.actionType === 'remove') {
    const state = parseState(action);
    if (!state || !Object.keys(state).length) return <Text c="dimmed">{M.noData}</Text>;
    return (
      <Table aria-label="Object to be deleted" withTableBorder>
        <Table.Caption>Delete action requested on the following {fieldLabel(action.objectType)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Current Version</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(state).map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Td>{fieldLabel(name)}</Table.Td>
              <Table.Td>{displayValue(value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  const fields = Object.entries(parseFields(action));
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
              <Table.Td>{fieldLabel(name)}</Table.Td>
              <Table.Td>{isNew ? '' : displayValue(change.current)}</Table.Td>
              <Table.Td>
                <Text span fw={600}>
                  {displayValue(change.new)}
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
