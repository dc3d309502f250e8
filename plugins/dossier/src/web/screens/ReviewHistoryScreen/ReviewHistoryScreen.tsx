import { Alert, Anchor, Button, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { confirm, errorText, notifyError, notifySuccess, useClient, useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';
import { createWorkflowClient } from '@app/plugin-workflow/shared';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { SnapshotWire } from '../../../shared/index.ts';
import { KycShell } from '../../components/KycShell/KycShell.tsx';
import { AddRevisionModal } from '../../components/history/AddRevisionModal.tsx';
import { ReportButton } from '../../components/history/ReportButton.tsx';
import { RevisionInfoModal } from '../../components/history/RevisionInfoModal.tsx';
import { commentText, revisionDate } from '../../history-download.ts';
import { useDossierClient } from '../../hooks.ts';

const SNAPSHOTS_ERROR = 'There was an error during snapshots.\nPlease try again or contact the support';
export const snapshotsKey = (companyId: string) => ['dossier', 'snapshots', companyId] as const;

/**
 * '/{companyId}/document-history' (Review History) [001:30, 82–83, 279]: the document revisions of a
 * client, 'Add new Document Revision', 'Document Revision Information' with Restore and Delete, a
 * view link opening the dashboard with `?snapshot=`, and the dossier report.
 */
export default function ReviewHistoryScreen() {
  const { companyId = '' } = useParams();
  const client = useDossierClient();
  const http = useClient();
  const workflow = useMemo(() => createWorkflowClient(http), [http]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const canManage = isAllowed(session.permissions ?? {}, 'verify_report');
  const list = useQuery({ queryKey: snapshotsKey(companyId), queryFn: () => client.listSnapshots({ id: companyId }) });
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState<SnapshotWire | null>(null);
  const [busy, setBusy] = useState<'restore' | 'delete' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: snapshotsKey(companyId) });
  const viewPath = (r: SnapshotWire) => `/${companyId}/?snapshot=${r._id}`;

  async function save(input: { label: string; comment: unknown }) {
    setSaving(true);
    try {
      const res = await client.completeReport({
        company_id: companyId,
        label: input.label,
        comment: input.comment as never,
      });
      notifySuccess(res.message);
      setAdding(false);
      await refresh();
    } catch (err) {
      notifyError(errorText(err, SNAPSHOTS_ERROR));
    } finally {
      setSaving(false);
    }
  }

  async function restore(r: SnapshotWire) {
    const ok = await confirm({
      title: 'Restore Document Revision',
      message: `Propose every value of "${r.label}" that differs from today for confirmation?`,
      confirmLabel: 'Restore',
    });
    if (!ok) return;
    setBusy('restore');
    try {
      const res = await client.restoreSnapshot({ id: r._id });
      notifySuccess(res.message);
      setOpen(null);
      await queryClient.invalidateQueries({ queryKey: ['dossier'] });
      navigate(res.path);
    } catch (err) {
      notifyError(errorText(err, SNAPSHOTS_ERROR));
    } finally {
      setBusy(null);
    }
  }

  async function remove(r: SnapshotWire) {
    const ok = await confirm({
      title: 'Delete Document Revision',
      message: `Delete "${r.label}"? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    setBusy('delete');
    try {
      const res = await workflow.deleteObject({ id: r._id, type: 'revision', label: 'Document Revision' });
      notifySuccess(res.message);
      setOpen(null);
      await refresh();
    } catch (err) {
      notifyError(errorText(err, SNAPSHOTS_ERROR));
    } finally {
      setBusy(null);
    }
  }

  const rows = list.data?.snapshots ?? [];
  return (
    <KycShell
      companyId={companyId}
      active="document-history"
      actions={
        <Group>
          <ReportButton companyId={companyId} />
          {canManage && <Button onClick={() => setAdding(true)}>Add new Document Revision</Button>}
        </Group>
      }
    >
      {list.isPending && <Loader role="status" aria-label="Loading document revisions" />}
      {list.isError && <Alert color="red">{errorText(list.error, SNAPSHOTS_ERROR)}</Alert>}
      {list.isSuccess && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table highlightOnHover aria-label="Document revisions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Saved by</Table.Th>
                  <Table.Th>Comment</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed">No document revisions yet</Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {rows.map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>{r.label}</Table.Td>
                    <Table.Td>{revisionDate(r.snapshotDate)}</Table.Td>
                    <Table.Td>{r.comment_by}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {commentText(r.comment) || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Anchor component={Link} to={viewPath(r)} aria-label={`View ${r.label}`}>
                          View
                        </Anchor>
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setOpen(r)}
                          aria-label={`Information about ${r.label}`}
                        >
                          Information
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {adding && <AddRevisionModal opened onClose={() => setAdding(false)} onSave={save} busy={saving} />}
      <RevisionInfoModal
        revision={open}
        canManage={canManage}
        busy={busy}
        onClose={() => setOpen(null)}
        onRestore={restore}
        onDelete={remove}
        onView={(r) => navigate(viewPath(r))}
      />
    </KycShell>
  );
}
