import { Button, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { OwnerSection } from '../../components/people/OwnerSection.tsx';
import { PeopleTab, SectionHeader } from '../../components/people/PeopleTab.tsx';
import { ShareholdersSections } from '../ShareholdersScreen/ShareholdersSections.tsx';

/**
 * '/{companyId}/account-holder/': the account holder's own person section, then its shareholders
 * and UBOs (kycView forAccountHolder) [001:26, 269].
 */
export default function AccountHolderScreen() {
  const { companyId = '' } = useParams();
  return (
    <PeopleTab companyId={companyId} active="account-holder">
      {(data, edit) => {
        const holder = data.persons.find((p) => p.parent_id === null);
        return (
          <>
            <Stack gap="sm">
              <SectionHeader
                title="Account Holder"
                action={
                  !holder &&
                  edit.rights.ubo.create && (
                    <Button onClick={() => edit.add({ kind: 'Account Holder', parentId: null })}>
                      Add Account Holder
                    </Button>
                  )
                }
              />
              {holder ? (
                <OwnerSection node={holder} section="ubo" />
              ) : (
                <Text c="dimmed">The account holder's personal details are not recorded yet.</Text>
              )}
            </Stack>
            <ShareholdersSections data={data} edit={edit} />
          </>
        );
      }}
    </PeopleTab>
  );
}
