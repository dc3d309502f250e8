import { Button, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { displayName, str } from '../../../shared/index.ts';
import { MdSection } from '../../components/people/MdSection.tsx';
import { PeopleTab, SectionHeader } from '../../components/people/PeopleTab.tsx';

/**
 * '/{companyId}/managing-directors/': the company's managing directors, each an Individual or a Legal
 * entity with its officials and (non-resident and unsupervised, or shareholder-tied) its owners above
 * 10%; then the directors of each corporate shareholder (kycView forMD) [001:27, 191, 469].
 */
export default function ManagingDirectorsScreen() {
  const { companyId = '' } = useParams();
  return (
    <PeopleTab companyId={companyId} active="managing-directors">
      {(data, edit) => {
        const own = data.mds.filter((m) => m.parent_id === null);
        const corporates = data.shareholders.filter((s) => str(s, 'shareholder_type') === 'entity');
        return (
          <>
            <Stack gap="sm">
              <SectionHeader
                title="Managing Directors"
                action={
                  edit.rights.mbd.create && (
                    <Button onClick={() => edit.add({ kind: 'Managing Director', parentId: null })}>
                      Add Managing Director
                    </Button>
                  )
                }
              />
              {!own.length && <Text c="red.9">Missing: no managing director recorded yet.</Text>}
              {own.map((m) => (
                <MdSection key={m._id} node={m} shareholders={data.shareholders} />
              ))}
            </Stack>
            {corporates.map((s) => {
              const mds = data.mds.filter((m) => m.parent_id === s._id);
              return (
                <Stack key={s._id} gap="sm">
                  <SectionHeader
                    title={`Managing directors of ${displayName(s.entity) || 'a corporate shareholder'}`}
                    action={
                      edit.rights.mbd.create && (
                        <Button
                          variant="light"
                          onClick={() => edit.add({ kind: 'Managing Director', parentId: s._id })}
                        >
                          Add Managing Director
                        </Button>
                      )
                    }
                  />
                  {!mds.length && (
                    <Text size="sm" c="red.9">
                      Missing: a corporate shareholder needs at least one managing director.
                    </Text>
                  )}
                  {mds.map((m) => (
                    <MdSection key={m._id} node={m} shareholders={data.shareholders} />
                  ))}
                </Stack>
              );
            })}
          </>
        );
      }}
    </PeopleTab>
  );
}
