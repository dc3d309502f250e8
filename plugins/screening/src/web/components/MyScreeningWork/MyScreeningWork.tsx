import { Alert, Anchor, Badge, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@app/core/web';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  TONES,
  formatDateTime,
  percent,
  screeningItemPath,
  screeningKeys,
  sourceLabel,
  useScreeningClient,
} from '../../hooks.ts';

/** Home panel: the signed-in user's open screening cases and the open alerts on their screenings. */
export default function MyScreeningWork() {
  const client = useScreeningClient();
  const casesId = useId();
  const alertsId = useId();
  const work = useQuery({ queryKey: [...screeningKeys.all, 'my-work'], queryFn: () => client.myWork(undefined) });
  if (work.isPending) return <Loader role="status" aria-label="Loading your screening work" />;
  if (work.isError) return <Alert color="red">{errorText(work.error, 'Error loading your screening work')}</Alert>;
  const { open_cases, open_case_count, alerts, alert_count } = work.data;
  return (
    <>
      <Paper withBorder p="md" component="section" aria-labelledby={casesId}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4" id={casesId}>
              Your open screening cases
            </Title>
            <Badge color={open_case_count ? TONES.warn : TONES.neutral}>{open_case_count}</Badge>
          </Group>
          {open_cases.length === 0 ? (
            <Text size="sm">No open cases: every screening you made has been reviewed.</Text>
          ) : (
            <List spacing={4} size="sm">
              {open_cases.map((c) => (
                <List.Item key={c._id}>
                  <Anchor component={Link} to={screeningItemPath(c._id, c.company_id)}>
                    {c.request.firstname} {c.request.surname}
                  </Anchor>{' '}
                  · {c.result_count} match{c.result_count === 1 ? '' : 'es'} · {formatDateTime(c.datetime)}
                </List.Item>
              ))}
            </List>
          )}
          <Anchor component={Link} to="/sanction-screening-lookups?status=open" size="sm">
            All open cases
          </Anchor>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby={alertsId}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4" id={alertsId}>
              Alerts on your screenings
            </Title>
            <Badge color={alert_count ? TONES.danger : TONES.neutral}>{alert_count}</Badge>
          </Group>
          {alerts.length === 0 ? (
            <Text size="sm">No open alerts.</Text>
          ) : (
            <List spacing={4} size="sm">
              {alerts.map((a) => (
                <List.Item key={a._id}>
                  <Anchor component={Link} to={screeningItemPath(a.search_id)}>
                    {a.subject.firstname} {a.subject.surname}
                  </Anchor>{' '}
                  · {a.reason === 'new_hit' ? 'new hit' : 'changed hit'} {a.entry_name} ({sourceLabel(a.list.source)},{' '}
                  {percent(a.score)})
                </List.Item>
              ))}
            </List>
          )}
          <Anchor component={Link} to="/screening/alerts" size="sm">
            All alerts
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
