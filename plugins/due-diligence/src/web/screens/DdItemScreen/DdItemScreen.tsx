import { errorText } from '@app/core/web';
import { Alert, Anchor, Breadcrumbs, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { DD_MESSAGES as M } from '../../../shared/index.ts';
import { DdFormView } from '../../components/DdFormView/DdFormView.tsx';
import { ddKeys, useDdClient } from '../../hooks.ts';

/** /{id}/due-diligence/{item_id}: the form as staff see it (review, approve or reject, Edit after approval). */
export default function DdItemScreen() {
  const { companyId = '', itemId = '' } = useParams();
  const client = useDdClient();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const info = useQuery({ queryKey: ddKeys.item(itemId), queryFn: () => client.getDueDiligence({ id: itemId }) });
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          Clients
        </Anchor>
        <Anchor component={Link} to={`/${companyId}/due-diligence/`}>
          Due Diligence
        </Anchor>
        <span>{info.data?.dueDiligence.comment ?? '…'}</span>
      </Breadcrumbs>
      {info.isPending && <Loader role="status" aria-label="Loading..." />}
      {info.isError && (
        <Alert color="red" role="alert">
          {errorText(info.error, M.recordNotFound)}
        </Alert>
      )}
      {info.isSuccess && (
        <DdFormView
          info={info.data}
          token={null}
          onReload={() => void qc.invalidateQueries({ queryKey: ddKeys.all })}
          onDeleted={() => navigate(`/${companyId}/due-diligence/`)}
        />
      )}
    </Stack>
  );
}
