import { Badge, Button, Stack, Text } from '@mantine/core';
import {
  displayName,
  formatPercent,
  num,
  ORIGIN_LABELS,
  str,
  UBO_THRESHOLD,
  type PeopleNode,
} from '../../../shared/index.ts';
import { CollapsibleSection } from './CollapsibleSection.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import { OwnerSection } from './OwnerSection.tsx';
import { usePeopleEdit } from './PeopleContext.ts';

/**
 * A UBO [001:197] with its person. Delete is hidden for account-holder companies and for UBOs tied
 * to a shareholder (they go with the shareholder) [001:383].
 */
export function UboSection({ node }: { node: PeopleNode }) {
  const edit = usePeopleEdit();
  const rights = edit.rights.ubo;
  const tied = !!str(node, 'share_holder_related');
  const percent = num(node.person ?? undefined, 'percentage_held');
  const location = str(node, 'location_type') as keyof typeof ORIGIN_LABELS | null;
  return (
    <CollapsibleSection
      id={node._id}
      title={displayName(node.person) || 'UBO'}
      highlighted={edit.highlight === node._id}
      pendingCreation={node.pending_creation}
      badges={
        <>
          <Badge variant="filled" color="cyan.9">
            UBO
          </Badge>
          {location && (
            <Badge variant="outline" color="gray.8">
              {ORIGIN_LABELS[location]}
            </Badge>
          )}
          {percent !== null && (
            <Badge variant="outline" color="dark">
              {formatPercent(percent)}%
            </Badge>
          )}
        </>
      }
      actions={
        rights.remove &&
        edit.corporate &&
        !tied && (
          <Button size="xs" variant="outline" color="red.9" onClick={() => edit.remove(node, 'UBO')}>
            Delete UBO
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {percent !== null && percent < UBO_THRESHOLD && (
          <Text size="sm" c="red.9">
            Below the UBO threshold of {UBO_THRESHOLD}%: record why this person is a beneficial owner.
          </Text>
        )}
        <FieldGrid
          node={node}
          type="ubo"
          draft={edit.drafts[node._id]}
          errors={edit.errors[node._id]}
          disabled={!rights.edit}
          onChange={edit.setField}
          defs={[
            {
              field: 'location_type',
              label: 'Origin',
              kind: 'select',
              options: Object.entries(ORIGIN_LABELS).map(([value, label]) => ({ value, label })),
            },
          ]}
        />
        {node.person ? (
          <OwnerSection node={node.person} section="ubo" />
        ) : (
          <Text c="dimmed" size="sm">
            No person yet
          </Text>
        )}
      </Stack>
    </CollapsibleSection>
  );
}
