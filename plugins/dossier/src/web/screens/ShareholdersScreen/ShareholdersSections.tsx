import { Button, Stack, Text } from '@mantine/core';
import { sharesRemaining, type PeopleNode } from '../../../shared/index.ts';
import type { PeopleEdit } from '../../components/people/PeopleContext.ts';
import { SectionHeader } from '../../components/people/PeopleTab.tsx';
import { ShareholderSection, SharesProgress } from '../../components/people/ShareholderSection.tsx';
import { UboSection } from '../../components/people/UboSection.tsx';

type Data = Record<'persons' | 'entities' | 'ubos' | 'mds' | 'shareholders', PeopleNode[]>;

/** The shareholder section (the company's shareholders and their chains) and the UBO section [001:88, 468]. */
export function ShareholdersSections({ data, edit }: { data: Data; edit: PeopleEdit }) {
  const top = data.shareholders.filter((s) => s.parent_id === null);
  const ubos = data.ubos.filter((u) => u.parent_id === null || data.shareholders.some((s) => s._id === u.parent_id));
  return (
    <>
      <Stack gap="sm">
        <SectionHeader
          title="Shareholders"
          action={
            edit.rights.ubo.create && (
              <Button
                onClick={() =>
                  edit.add({ kind: 'Shareholder', parentId: null, remaining: sharesRemaining(data.shareholders, null) })
                }
              >
                Add Shareholder
              </Button>
            )
          }
        />
        <SharesProgress shareholders={data.shareholders} parentId={null} />
        {!top.length && <Text c="dimmed">No shareholders yet.</Text>}
        {top.map((s) => (
          <ShareholderSection key={s._id} node={s} all={data.shareholders} />
        ))}
      </Stack>
      <Stack gap="sm">
        <SectionHeader
          title="UBOs"
          action={
            edit.rights.ubo.create && (
              <Button variant="light" onClick={() => edit.add({ kind: 'UBO', parentId: null })}>
                Add UBO
              </Button>
            )
          }
        />
        {!ubos.length && <Text c="dimmed">No UBOs declared yet.</Text>}
        {ubos.map((u) => (
          <UboSection key={u._id} node={u} />
        ))}
      </Stack>
    </>
  );
}
