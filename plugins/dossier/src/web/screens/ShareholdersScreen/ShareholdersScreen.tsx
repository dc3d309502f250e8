import { useParams } from 'react-router';
import { PeopleTab } from '../../components/people/PeopleTab.tsx';
import { ShareholdersSections } from './ShareholdersSections.tsx';

/** '/{companyId}/shareholders/': shareholders and UBOs of a corporate client (kycView forShareholder) [001:25]. */
export default function ShareholdersScreen() {
  const { companyId = '' } = useParams();
  return (
    <PeopleTab companyId={companyId} active="shareholders">
      {(data, edit) => <ShareholdersSections data={data} edit={edit} />}
    </PeopleTab>
  );
}
