import { Alert, Anchor, Breadcrumbs, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@app/core/web';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ScreeningResultView } from '../../components/ScreeningResultView/ScreeningResultView.tsx';
import {
  formatDateTime,
  nationalityLabel,
  screeningItemPath,
  screeningKeys,
  screeningListPath,
  useScreeningClient,
} from '../../hooks.ts';
import { REVIEW_STATUS } from '../../components/ScreeningsTable/ScreeningsTable.tsx';

/** /sanction-screening-lookups/:sanction_id (and per company): the stored response, read-only. */
export default function SanctionScreeningItemScreen() {
  const { companyId = null, sanction_id: id = '' } = useParams();
  const client = useScreeningClient();
  const item = useQuery({
    queryKey: screeningKeys.item(id),
    queryFn: () => client.getScreening({ id }),
    enabled: !!id,
  });
  const data = item.data?.data;
  const title = data
    ? `${data.request.surname}, ${data.request.firstname} (${nationalityLabel(data.request.nationality)})`
    : null;
  useEffect(() => {
    if (title) document.title = `Sanction Screening - ${title}`;
  }, [title]);

  return (
    <Stack gap="md">
      <Breadcrumbs aria-label="Breadcrumb">
        <Anchor component={Link} to={screeningListPath(companyId)}>
          Sanction History
        </Anchor>
        <Text>{data ? `${data.request.surname} ${data.request.firstname}` : '…'}</Text>
      </Breadcrumbs>
      {item.isPending && <Loader role="status" aria-label="Loading sanction screening" />}
      {item.isError && (
        <>
          <Title order={1}>Sanction Screening</Title>
          <Alert color="red" role="alert">
            {errorText(item.error, 'Error loading sanction screening')}
          </Alert>
        </>
      )}
      {data && (
        <>
          <div>
            <Title order={1}>{title}</Title>
            <Text size="sm">
              Screened {formatDateTime(data.datetime)}
              {data.screened_by ? ` by ${data.screened_by}` : ''}
              {data.review_status ? ` · review status: ${REVIEW_STATUS[data.review_status].label}` : ''}
            </Text>
          </div>
          <ScreeningResultView
            mode="inline"
            response={data.response}
            personId={data.person_id}
            screeningPath={(other) => screeningItemPath(other, companyId)}
          />
        </>
      )}
    </Stack>
  );
}
