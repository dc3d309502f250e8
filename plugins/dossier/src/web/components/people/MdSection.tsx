import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  DIRECTOR_TYPE_LABELS,
  displayName,
  MD_OWNER_THRESHOLD,
  ORIGIN_LABELS,
  sharesRemaining,
  str,
  val,
  type PeopleNode,
  type ShareholderType,
} from '../../../shared/index.ts';
import { CollapsibleSection } from './CollapsibleSection.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import { OwnerSection } from './OwnerSection.tsx';
import { usePeopleEdit } from './PeopleContext.ts';
import { ShareholderSection, SharesProgress } from './ShareholderSection.tsx';

/**
 * A managing director [001:191]: an Individual (its person) or a Legal entity (the entity and its
 * officials). The shareholders block (owners above 10%) shows for legal-entity directors that are
 * non-resident and unsupervised, or tied to a shareholder [001:469].
 */
export function MdSection({ node, shareholders }: { node: PeopleNode; shareholders: readonly PeopleNode[] }) {
  const edit = usePeopleEdit();
  const rights = edit.rights.mbd;
  const type = (str(node, 'entity_type') ?? 'person') as ShareholderType;
  const location = str(node, 'location_type') as keyof typeof ORIGIN_LABELS | null;
  const entity = node.legalEntity ?? null;
  const block =
    type === 'entity' &&
    ((location === 'abroad' && val(entity ?? undefined, 'supervised') !== true) || !!str(node, 'share_holder_related'));
  const owners = shareholders.filter((s) => s.parent_id === node._id);
  const name = type === 'entity' ? displayName(entity) : displayName(node.persons?.[0]);
  return (
    <CollapsibleSection
      id={node._id}
      order={3}
      title={name || 'Managing Director'}
      highlighted={edit.highlight === node._id}
      pendingCreation={node.pending_creation}
      badges={
        <>
          <Badge variant="filled" color={type === 'entity' ? 'violet.9' : 'teal.9'}>
            {DIRECTOR_TYPE_LABELS[type]}
          </Badge>
          {location && (
            <Badge variant="outline" color="gray.8">
              {ORIGIN_LABELS[location]}
            </Badge>
          )}
        </>
      }
      actions={
        rights.remove && (
          <Button size="xs" variant="outline" color="red.9" onClick={() => edit.remove(node, 'Managing Director')}>
            Delete Managing Director
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <FieldGrid
          node={node}
          type="mbd_related"
          draft={edit.drafts[node._id]}
          errors={edit.errors[node._id]}
          disabled={!rights.edit}
          onChange={edit.setField}
          defs={[
            {
              field: 'location_type',
              label: 'Location type',
              kind: 'select',
              options: Object.entries(ORIGIN_LABELS).map(([value, label]) => ({ value, label })),
            },
          ]}
        />
        {type === 'entity' &&
          (entity ? (
            <OwnerSection node={entity} section="mbd" />
          ) : (
            <Text c="dimmed" size="sm">
              No legal entity yet
            </Text>
          ))}
        {type === 'person' && (node.persons ?? []).map((p) => <OwnerSection key={p._id} node={p} section="mbd" />)}
        {type === 'entity' && (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                Officials
              </Text>
              {rights.create && (
                <Button size="xs" variant="light" onClick={() => edit.add({ kind: 'Official', parentId: node._id })}>
                  Add Official
                </Button>
              )}
            </Group>
            {!(node.persons ?? []).length && (
              <Text size="sm" c="red.9">
                Missing Official: a corporate director needs at least one official.
              </Text>
            )}
            {(node.persons ?? []).map((p) => (
              <OwnerSection key={p._id} node={p} section="mbd" deletable />
            ))}
          </Stack>
        )}
        {block && (
          <Stack gap="xs" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
            <Group justify="space-between">
              <Text fw={600} size="sm">
                Shareholders (owners of more than {MD_OWNER_THRESHOLD}%)
              </Text>
              {rights.create && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() =>
                    edit.add({
                      kind: 'Shareholder',
                      parentId: node._id,
                      remaining: sharesRemaining(shareholders, node._id),
                      mdBlock: true,
                    })
                  }
                >
                  Add Shareholder
                </Button>
              )}
            </Group>
            <SharesProgress shareholders={shareholders} parentId={node._id} />
            {owners.map((s) => (
              <ShareholderSection key={s._id} node={s} all={shareholders} section="mbd" depth={1} />
            ))}
          </Stack>
        )}
      </Stack>
    </CollapsibleSection>
  );
}
