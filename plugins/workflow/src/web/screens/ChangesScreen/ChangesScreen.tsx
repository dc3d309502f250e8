import { errorText } from '@app/core/web';
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { decidedTogether, WORKFLOW_MESSAGES as M, type View } from '../../../shared/index.ts';
import { AuditTrailPopup, ExportPopup, type Downloader } from '../../components/AuditPopups/AuditPopups.tsx';
import { ChangeDetail, detailTitle } from '../../components/ChangeDetail/ChangeDetail.tsx';
import { ChangesTable } from '../../components/ChangesTable/ChangesTable.tsx';
import { ByClientPanel, PAGE_SIZE } from '../../components/ClientsTable/ByClientPanel.tsx';
import {
  itemPath,
  listPath,
  pollInterval,
  useLiveChanges,
  useWorkflowClient,
  VIEW_NAV,
  VIEW_TITLE,
  workflowKeys,
} from '../../hooks.ts';

/**
 * Workflow ('Changes waiting for confirmation') and change log ('History of changes'), across
 * clients or for one (`/:companyId/...`); an item route opens the detail popup over the list.
 * 30 per page from the server (`?page=`); across clients, `?by=client` groups by client.
 */
export function ChangesScreen({ view, download }: { view: View; download?: Downloader }) {
  const { companyId = null, itemId } = useParams();
  const navigate = useNavigate();
  const client = useWorkflowClient();
  const live = useLiveChanges();
  const [popup, setPopup] = useState<'export' | 'audit' | null>(null);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const byClient = !companyId && params.get('by') === 'client';
  const keep = params.toString() ? `?${params.toString()}` : '';
  const list = useQuery({
    queryKey: [...workflowKeys.list(view, companyId), page],
    queryFn: () =>
      client.listNotifications({
        view,
        offset: String((page - 1) * PAGE_SIZE),
        limit: String(PAGE_SIZE),
        ...(companyId ? { company_id: companyId } : {}),
      }),
    placeholderData: keepPreviousData,
    refetchInterval: pollInterval(live),
    enabled: !byClient,
  });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  const setPage = (p: number) => setParams((prev) => (prev.set('page', String(p)), prev));
  const opened = useQuery({
    queryKey: workflowKeys.item(itemId ?? ''),
    queryFn: () => client.getNotification({ id: itemId! }),
    enabled: !!itemId,
  });
  // The other listed requests of the opened request's add: decided with it (ADR 0055).
  const together = itemId ? decidedTogether(list.data?.notifications ?? [], itemId).map((i) => i.objectType) : [];
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
          {!byClient && list.data && (
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
      {!companyId && (
        <SegmentedControl
          aria-label="Show"
          w="fit-content"
          value={byClient ? 'client' : 'changes'}
          onChange={(v) => setParams(v === 'client' ? { by: 'client' } : {})}
          data={[
            { value: 'changes', label: 'All changes' },
            { value: 'client', label: 'By client' },
          ]}
        />
      )}
      <Paper withBorder>
        {byClient && <ByClientPanel view={view} live={live} />}
        {!byClient && list.isPending && <Loader role="status" m="md" aria-label="Loading" />}
        {!byClient && list.isError && (
          <Alert color="red" m="md">
            {errorText(list.error, M.loadingError)}
          </Alert>
        )}
        {!byClient && list.data && (
          <ChangesTable
            view={view}
            items={list.data.notifications}
            onOpen={(item) => navigate(`${itemPath(view, item._id, companyId)}${keep}`)}
          />
        )}
        {!byClient && pages > 1 && (
          <Group justify="flex-end" p="md">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          </Group>
        )}
      </Paper>
      <Modal
        opened={!!itemId}
        onClose={() => navigate(`${listPath(view, companyId)}${keep}`)}
        title={detailTitle(opened.data?.notification)}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {itemId && (
          <ChangeDetail
            id={itemId}
            together={together}
            onDone={() => navigate(`${listPath(view, companyId)}${keep}`)}
          />
        )}
      </Modal>
      <ExportPopup
        opened={popup === 'export'}
        onClose={() => setPopup(null)}
        companyId={companyId}
        download={download}
      />
      <AuditTrailPopup
        opened={popup === 'audit'}
        onClose={() => setPopup(null)}
        companyId={companyId}
        download={download}
      />
    </Stack>
  );
}
