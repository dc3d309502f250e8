import { Badge, Table, Text } from '@mantine/core';
import type { FieldProposal, ReviewAction } from '../../../shared/index.ts';
import { formatAt, useLabels } from '../../hooks.ts';

/** Per field, every proposal oldest first (ADR 0062); unreadable text gives none. */
export function parseProposals(action: Pick<ReviewAction, 'field_proposals'>): Record<string, FieldProposal[]> {
  try {
    const parsed: unknown = JSON.parse(action.field_proposals || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, FieldProposal[]>) : {};
  } catch {
    return {};
  }
}

/** Everyone who proposed a value of the change, as one line ("Ann, Bob"). */
export const proposerNames = (action: Pick<ReviewAction, 'proposers' | 'user_name'>) =>
  action.proposers?.length ? action.proposers.map((p) => p.user_name).join(', ') : action.user_name;

/**
 * Who proposed which value when, in the change's detail: a value a later proposer overwrote (or set
 * back to the approved one) stays visible, marked as such, so nothing proposed is silently lost.
 * Shown once more than one person proposed, or a value was proposed more than once.
 */
export function ProposalHistory({
  action,
}: {
  action: Pick<ReviewAction, 'objectType' | 'field_proposals' | 'proposers' | 'user_name'>;
}) {
  const labels = useLabels();
  const proposals = parseProposals(action);
  const rows = labels
    .order(action.objectType, Object.keys(proposals))
    .map((field) => [field, proposals[field]!] as const)
    .flatMap(([field, list]) =>
      list.map((p, i) => ({
        field,
        p,
        state: p.reverted ? 'reverted' : i < list.length - 1 ? 'overwritten' : 'current',
      })),
    );
  // One person proposing each value once says nothing the popup's "Changes made by" does not.
  const single = (action.proposers?.length ?? 0) <= 1 && rows.every((r) => r.state === 'current');
  if (!rows.length || single) return null;
  return (
    <Table aria-label="Who proposed what" withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Proposed value</Table.Th>
          <Table.Th>Proposed by</Table.Th>
          <Table.Th>When</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ field, p, state }, i) => (
          <Table.Tr key={`${field}-${i}`} data-state={state}>
            <Table.Td>{labels.field(action.objectType, field)}</Table.Td>
            <Table.Td>
              <Text
                span
                size="sm"
                td={state === 'current' ? undefined : 'line-through'}
                c={state === 'current' ? undefined : 'dimmed'}
              >
                {labels.value(action.objectType, field, p.new)}
              </Text>{' '}
              {state === 'overwritten' && (
                <Badge size="xs" variant="outline" color="gray.8">
                  overwritten
                </Badge>
              )}
              {state === 'reverted' && (
                <Badge size="xs" variant="outline" color="gray.8">
                  set back to approved value
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{p.user_name}</Table.Td>
            <Table.Td>{formatAt(p.at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
