import { errorText, notifyError, notifySuccess, useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  DD_MESSAGES as M,
  PAGE_SIZE,
  isValidLabel,
  statusLabel,
  type DdListItem,
  type LinkInfo,
  type LinkKind,
} from '../../../shared/index.ts';
import { ddKeys, formatDateTime, isAdministrator, useDdClient } from '../../hooks.ts';

const STATUS_COLOR: Record<string, string> = {
  submitted: 'blue.8',
  draft: 'gray.7',
  rejected: '#b3261e',
  approved: '#1e6b2e',
};

/** /{id}/due-diligence/: Label, Status, link with copy, Created At; Add New Due Diligence; page 30 [002:38–39]. */
export default function DdListScreen() {
  const { companyId = '' } = useParams();
  const client = useDdClient();
  const session = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const can = (p: string) => isAllowed(session.permissions ?? {}, p);
  const list = useQuery({
    queryKey: ddKeys.list(companyId, page),
    queryFn: () => client.listDueDiligence({ company_id: companyId, ...(page > 1 ? { page: String(page) } : {}) }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ddKeys.all });
  const linkAction = useMutation({
    mutationFn: ({ id, kind, action }: { id: string; kind: LinkKind; action: 'revoke' | 'reissue' }) =>
      action === 'revoke' ? client.revokeLink({ id, kind }) : client.reissueLink({ id, kind }),
    onSuccess: (res) => {
      notifySuccess(res.message);
      void refresh();
    },
    onError: (e) => notifyError(errorText(e, M.somethingWrong)),
  });
  // Links are copied and opened through reveal-link: each hand-out is audited and its holder no longer approves the record (ADR 0063).
  const revealed = async (id: string, kind: LinkKind) => (await client.revealLink({ id, kind })).link.url!;
  const copyLink = async (id: string, kind: LinkKind) => {
    try {
      await navigator.clipboard.writeText(await revealed(id, kind));
      notifySuccess(M.linkCopied);
    } catch {
      notifyError(M.linkCopyFailed);
    }
  };
  const openLink = async (id: string, kind: LinkKind) => {
    const tab = window.open('', '_blank'); // opened within the click, so no pop-up blocker; pointed at the link once revealed
    try {
      const url = await revealed(id, kind);
      if (tab) Object.assign(tab, { opener: null }).location.href = url;
    } catch (e) {
      tab?.close();
      notifyError(errorText(e, M.somethingWrong));
    }
  };
  const linkCell = (row: DdListItem, kind: LinkKind, info: LinkInfo) => (
    <Group gap={4} wrap="nowrap">
      {info.state === 'active' && can('create_due_diligence') ? (
        <>
          <Button size="compact-xs" variant="subtle" onClick={() => void openLink(row._id, kind)}>
            {kind === 'form' ? 'Form link' : 'Documents link'}
            <VisuallyHidden> of {row.comment}</VisuallyHidden>
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => void copyLink(row._id, kind)}>
            Copy
            <VisuallyHidden>
              {' '}
              {kind} link of {row.comment}
            </VisuallyHidden>
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {kind === 'form' ? 'Form' : 'Documents'} link {info.state}
        </Text>
      )}
      {can('update_due_diligence') && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button size="compact-xs" variant="subtle" aria-label={`Manage ${kind} link of ${row.comment}`}>
              …
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {info.state === 'active' && (
              <Menu.Item onClick={() => linkAction.mutate({ id: row._id, kind, action: 'revoke' })}>Revoke</Menu.Item>
            )}
            <Menu.Item onClick={() => linkAction.mutate({ id: row._id, kind, action: 'reissue' })}>
              Issue a new link
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {info.state === 'active' && info.expires_at && (
        <Text size="xs" c="dimmed">
          until {formatDateTime(info.expires_at)}
        </Text>
      )}
    </Group>
  );
  const pages = Math.ceil((list.data?.count ?? 0) / PAGE_SIZE);
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          Clients
        </Anchor>
        <Anchor component={Link} to={`/${companyId}`}>
          {list.data?.company_name ?? '…'}
        </Anchor>
        <span>Due Diligence</span>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>Due Diligence</Title>
        <Group gap="xs">
          {isAdministrator(session) && (
            <Button component={Link} to="/due-diligence/settings" variant="default">
              Widget settings
            </Button>
          )}
          {can('create_due_diligence') && <Button onClick={() => setAdding(true)}>Add New Due Diligence</Button>}
        </Group>
      </Group>
      {list.isPending && <Loader role="status" aria-label="Loading" />}
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error, M.somethingWrong)}
        </Alert>
      )}
      {list.isSuccess && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label="Due diligence list">
            <Table.Thead>
              <Table.Tr>
                {['Label', 'Status', 'Due Diligence link', 'Created At'].map((h) => (
                  <Table.Th key={h} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.dueDiligence.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>{M.noRecords}</Table.Td>
                </Table.Tr>
              )}
              {list.data.dueDiligence.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/${companyId}/due-diligence/${row._id}`}>
                      {row.comment}
                    </Anchor>
                    {row.changesCount > 0 && (
                      <Badge ml="xs" color="grape.9" size="sm">
                        {row.changesCount} pending
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[row.status] ?? 'gray.7'}>{statusLabel(row.status)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {linkCell(row, 'form', row.links.form)}
                      {linkCell(row, 'documents', row.links.documents)}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} siblings={3} aria-label="Pages" />}
      {adding && (
        <AddModal
          companyId={companyId}
          onClose={() => setAdding(false)}
          onCreated={(id) => {
            setAdding(false);
            void refresh();
            navigate(`/${companyId}/due-diligence/${id}`);
          }}
        />
      )}
    </Stack>
  );
}

function AddModal({
  companyId,
  onClose,
  onCreated,
}: {
  companyId: string;
  onClose(): void;
  onCreated(id: string): void;
}) {
  const client = useDdClient();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => client.createDueDiligence({ company_id: companyId, label: label.trim() }),
    onSuccess: (res) => {
      notifySuccess(res.message);
      onCreated(res.dueDiligence._id);
    },
    onError: (e) => notifyError(errorText(e, M.somethingWrong)),
  });
  return (
    <Modal opened onClose={onClose} title="Add New Due Diligence" centered>
      <Stack gap="sm">
        <TextInput
          label="Label"
          value={label}
          onChange={(e) => {
            setLabel(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={200}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={create.isPending}
            onClick={() => (isValidLabel(label) ? create.mutate() : setError(M.labelRule))}
          >
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
