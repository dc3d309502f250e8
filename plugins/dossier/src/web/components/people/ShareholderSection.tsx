import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  displayName,
  formatPercent,
  num,
  remainingLabel,
  sharesRemaining,
  SHAREHOLDER_TYPE_LABELS,
  str,
  type DossierObjectWire,
  type PeopleNode,
  type ShareholderType,
} from '../../../shared/index.ts';
import { CollapsibleSection } from './CollapsibleSection.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import { OwnerSection } from './OwnerSection.tsx';
import { usePeopleEdit } from './PeopleContext.ts';

/** '{n}% remaining' and the 'of Shares Reported' bar [001:468] for the shareholders below one parent. */
export function SharesProgress({
  shareholders,
  parentId,
}: {
  shareholders: readonly DossierObjectWire[];
  parentId: string | null;
}) {
  const remaining = sharesRemaining(shareholders, parentId);
  const held = 100 - remaining;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">
          <b>{formatPercent(held)}%</b> of Shares Reported
        </Text>
        <Text size="sm" fw={600}>
          {remainingLabel(remaining)}
        </Text>
      </Group>
      <Progress
        value={held}
        aria-label={`${formatPercent(held)}% of Shares Reported`}
        color={remaining > 0 ? 'orange.7' : 'green.7'}
      />
    </Stack>
  );
}

export interface ShareholderSectionProps {
  node: PeopleNode;
  /** Every shareholder of the company (flat), for the remaining share below this one. */
  all: readonly PeopleNode[];
  /** Inside a managing director's block (MD permissions, owners above 10%). */
  section?: 'ubo' | 'mbd';
  depth?: number;
}

/** A shareholder [001:194]: type, percentage held, its person or legal entity, and for a corporate its own shareholders (a chain). */
export function ShareholderSection({ node, all, section = 'ubo', depth = 0 }: ShareholderSectionProps) {
  const edit = usePeopleEdit();
  const rights = edit.rights[section];
  const type = (str(node, 'shareholder_type') ?? 'person') as ShareholderType;
  const children = all.filter((s) => s.parent_id === node._id);
  const name = displayName(node.entity) || 'Shareholder';
  const percent = num(node, 'percentage_held');
  return (
    <CollapsibleSection
      id={node._id}
      order={depth ? 4 : 3}
      title={name}
      highlighted={edit.highlight === node._id}
      pendingCreation={node.pending_creation}
      badges={
        <>
          <Badge variant="filled" color={type === 'entity' ? 'violet.9' : 'teal.9'}>
            {SHAREHOLDER_TYPE_LABELS[type]}
          </Badge>
          {percent !== null && (
            <Badge variant="outline" color="dark">
              {formatPercent(percent)}%
            </Badge>
          )}
        </>
      }
      actions={
        rights.remove && (
          <Button size="xs" variant="outline" color="red.9" onClick={() => edit.remove(node, 'Shareholder')}>
            Delete Shareholder
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <FieldGrid
          node={node}
          type="share_holder_related"
          draft={edit.drafts[node._id]}
          errors={edit.errors[node._id]}
          disabled={!rights.edit}
          onChange={edit.setField}
          defs={[{ field: 'percentage_held', label: 'Percentage of shares held', kind: 'number' }]}
        />
        {node.entity ? (
          <OwnerSection node={node.entity} section={section} />
        ) : (
          <Text c="dimmed" size="sm">
            No {type === 'entity' ? 'legal entity' : 'person'} yet
          </Text>
        )}
        {type === 'entity' && (
          <Stack gap="xs" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
            <Group justify="space-between">
              <Text fw={600} size="sm">
                Shareholders of {name}
              </Text>
              {rights.create && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() =>
                    edit.add({ kind: 'Shareholder', parentId: node._id, remaining: sharesRemaining(all, node._id) })
                  }
                >
                  Add Shareholder
                </Button>
              )}
            </Group>
            <SharesProgress shareholders={all} parentId={node._id} />
            {children.map((c) => (
              <ShareholderSection key={c._id} node={c} all={all} section={section} depth={depth + 1} />
            ))}
          </Stack>
        )}
      </Stack>
    </CollapsibleSection>
  );
}
