import { errorText } from '@app/core/web';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Group, Loader, Modal, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { WORKFLOW_MESSAGES as M, type View } from '../../../shared/index.ts';
import { AuditTrailPopup, ExportPopup, type Downloader } from '../../components/AuditPopups/AuditPopups.tsx';
import { ChangeDetail, detailTitle } from '../../components/ChangeDetail/ChangeDetail.tsx';
import { ChangesTable } from '../../components/ChangesTable/ChangesTable.tsx';
import { itemPath, listPath, pollInterval, useLiveChanges, useWorkflowClient, VIEW_NAV, VIEW_TITLE, workflowKeys } from '../../hooks.ts';

/**
 * Workflow ('Changes waiting for confirmation') and change log ('History of changes'), across
 * clients or for one (`/:companyId/...`); an item route opens the detail popup over the list.
 */
export function ChangesScreen({ view, download }: { view: View; download?: Downloader }) {
  const { companyId = null, itemId } = useParams();
  const navigate = useNavigate();
  const client = useWorkflowClient();
  const live = useLiveChanges();
  const [popup, setPopup] = useState<'export' | 'audit' | null>(null);
  const list = useQuery({
    queryKey: workflowKeys.list(view, companyId),
    queryFn: () => client.listNotifications({ view, offset: '0', limit: '200', ...(companyId ? { company_id: companyId } : {}) }),
    refetchInterval: pollInterval(live),
  });
  const opened = useQuery({ queryKey: workflowKeys.item(itemId ?? ''), queryFn: () => client.getNotification({ id: itemId! }), enabled: !!itemId });
  const clientName = companyId ? list.data?.notifications[0]?.company_name || companyId : null;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          Home
        </Anchor>
        {companyId && <span>{clientName}</span>}
        <span>{VIEW_NAV[view]}</span>
      </Breadcrumbs>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{VIEW_TITLE[view]}</Title>
          {list.data && (
            <Badge size="lg" variant="light" aria-label={`${list.data.count} items`} data-testid="list-count">
              {list.data.count}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => setPopup('audit')}>
            Audit Trail
          </Button>
          <Button variant="default" onClick={() => setPopup('export')}>
            Export
          </Button>
        </Group>
      </Group>
      <Paper withBorder>
        {list.isPending && <Loader role="status" m="md" aria-label="Loading" />}
        {list.isError && (
          <Alert color="red" m="md">
            {errorText(list.error, M.loadingError)}
          </Alert>
        )}
        {list.isSuccess && <ChangesTable view={view} items={list.data.notifications} onOpen={(item) => navigate(itemPath(view, item._id, companyId))} />}
      </Paper>
      <Modal
        opened={!!itemId}
        onClose={() => navigate(listPath(view, companyId))}
        title={detailTitle(opened.data?.notification)}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {itemId && <ChangeDetail id={itemId} onDone={() => navigate(listPath(view, companyId))} />}
      </Modal>
      <ExportPopup opened={popup === 'export'} onClose={() => setPopup(null)} companyId={companyId} download={download} />
      <AuditTrailPopup opened={popup === 'audit'} onClose={() => setPopup(null)} companyId={companyId} download={download} />
    </Stack>
  );
}
