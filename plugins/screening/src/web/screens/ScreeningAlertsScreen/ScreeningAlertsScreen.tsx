import {
  Alert as Notice,
  Anchor,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@app/core/web';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Alert } from '../../../shared/index.ts';
import { AlertsTable, REASON_LABELS } from '../../components/AlertsTable/AlertsTable.tsx';
import { HitDecision } from '../../components/HitDecision/HitDecision.tsx';
import { percent, screeningItemPath, screeningKeys, sourceLabel, useScreeningClient } from '../../hooks.ts';

type Status = 'open' | 'reviewed' | 'all';

/** /screening/alerts: hits raised by ongoing screening when lists change (new or changed hits). */
export default function ScreeningAlertsScreen() {
  const client = useScreeningClient();
  const [status, setStatus] = useState<Status>('open');
  const [reviewing, setReviewing] = useState<Alert | null>(null);
  const alerts = useQuery({ queryKey: screeningKeys.alerts(status), queryFn: () => client.listAlerts({ status }) });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Screening Alerts</Title>
        <SegmentedControl
          aria-label="Alert status"
          value={status}
          onChange={(v) => setStatus(v as Status)}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'reviewed', label: 'Reviewed' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed">
        Screened subjects are checked again whenever a sanctions list changes. New or changed hits appear here until a
        reviewer decides on them.
      </Text>
      <Paper withBorder>
        {alerts.isPending && <Loader role="status" m="md" aria-label="Loading alerts" />}
        {alerts.isError && (
          <Notice color="red" m="md">
            {errorText(alerts.error, 'Error loading alerts')}
          </Notice>
        )}
        {alerts.isSuccess && <AlertsTable alerts={alerts.data.alerts} onReview={setReviewing} />}
      </Paper>
      <Modal
        opened={!!reviewing}
        onClose={() => setReviewing(null)}
        title="Review alert"
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {reviewing && (
          <Stack gap="sm">
            <Text size="sm">
              <strong>
                {reviewing.subject.firstname} {reviewing.subject.surname}
              </strong>{' '}
              matches <strong>{reviewing.entry_name}</strong> ({REASON_LABELS[reviewing.reason]}, score{' '}
              {percent(reviewing.score)}, {sourceLabel(reviewing.list.source)} {reviewing.list.version}).
            </Text>
            <Anchor component={Link} to={screeningItemPath(reviewing.search_id)} size="sm">
              Open the screening
            </Anchor>
            <HitDecision
              searchId={reviewing.search_id}
              entryId={reviewing.entry_id}
              onDecided={() => setReviewing(null)}
            />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
