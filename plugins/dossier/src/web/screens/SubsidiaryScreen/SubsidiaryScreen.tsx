import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { confirm, errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SUBSIDIARY_MESSAGES as M, type SubsidiaryWire } from '../../../shared/index.ts';
import { KycShell } from '../../components/KycShell/KycShell.tsx';
import { useDossierClient } from '../../hooks.ts';
import {
  formatAt,
  opsKeys,
  shownValue,
  useCan,
  useSnapshot,
  useWorkflowClient,
} from '../../components/ops/ops-hooks.ts';
import { PendingBadge } from '../../components/ops/PendingBadge.tsx';
import { SubsidiaryForm } from './SubsidiaryForm.tsx';

type Popup = { mode: 'add' } | { mode: 'details' | 'edit'; sub: SubsidiaryWire } | null;

/** A failed list: the server message + '(Subsidiary list)' for 401–499, else the seed's general text [001:453]. */
function listError(err: unknown): string {
  if (err instanceof ApiError && err.status >= 401 && err.status <= 499)
    return `${errorText(err, '')} ${M.listSuffix}`.trim();
  return M.listError;
}

/** '/{companyId}/subsidiary' [001:90, 275]: 'Subsidiary List' and the popup (add, details, edit, delete confirm). */
export default function SubsidiaryScreen() {
  const { companyId = '' } = useParams();
  const client = useDossierClient();
  const workflow = useWorkflowClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const snapshot = useSnapshot();
  const list = useQuery({
    queryKey: opsKeys.subsidiaries(companyId, snapshot),
    queryFn: () => client.listSubsidiaries({ company_id: companyId, ...(snapshot ? { snapshot_id: snapshot } : {}) }),
  });
  const [popup, setPopup] = useState<Popup>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dossier'] });
  const close = () => {
    setPopup(null);
    setServerErrors({});
  };
  const text = (s: SubsidiaryWire, f: string) => String(shownValue(s[f]) ?? '');

  async function submit(values: { name: string; last_annual_account_on_file: number; comment: string | null }) {
    setSaving(true);
    try {
      const res =
        popup?.mode === 'edit'
          ? await client.editSubsidiary({ _id: popup.sub._id, ...values })
          : await client.createSubsidiary({ company_id: companyId, ...values });
      notifySuccess(res.message);
      close();
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        setServerErrors(Object.fromEntries(err.body.errors.map((e) => [e.field, e.message])));
      notifyError(errorText(err, popup?.mode === 'edit' ? M.editError : M.addError));
    } finally {
      setSaving(false);
    }
  }

  async function remove(sub: SubsidiaryWire) {
    if (
      !(await confirm({
        title: 'Delete Subsidiary',
        message: `Are you sure you want to delete ${text(sub, 'name')}?`,
        danger: true,
      }))
    )
      return;
    try {
      const res = await workflow.deleteObject({ id: sub._id, type: 'subsidiary' });
      notifySuccess(res.message);
      close();
      await refresh();
    } catch (err) {
      notifyError(errorText(err, M.listError));
    }
  }

  const rows = list.isError ? [] : (list.data?.subsidiaries ?? []);
  const popupSub = popup && popup.mode !== 'add' ? popup.sub : null;
  return (
    <KycShell
      companyId={companyId}
      active="subsidiary"
      actions={
        can('create_subsidiary') &&
        !snapshot && <Button onClick={() => setPopup({ mode: 'add' })}>Add Subsidiary</Button>
      }
    >
      <Title order={2} size="h3">
        Subsidiary List
      </Title>
      {list.isPending && <Loader role="status" aria-label="Loading subsidiaries" />}
      {list.isError && <Alert color="red">{listError(list.error)}</Alert>}
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Subsidiary Name</Table.Th>
            <Table.Th>Last Annual Account on File</Table.Th>
            <Table.Th>Added</Table.Th>
            <Table.Th>
              <VisuallyHidden>Open</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s._id} id={s._id}>
              <Table.Td>
                <Group gap={4}>
                  {text(s, 'name')}
                  <PendingBadge field={s.name} label={s.pending_creation ? 'awaiting approval' : 'pending'} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {text(s, 'last_annual_account_on_file')}
                  <PendingBadge field={s.last_annual_account_on_file} />
                </Group>
              </Table.Td>
              <Table.Td>{formatAt(s.createdAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setPopup({ mode: 'details', sub: s })}
                  aria-label={`Details of ${text(s, 'name')}`}
                >
                  Details
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {list.isSuccess && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm">No subsidiaries yet.</Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>

      <Modal
        opened={popup !== null}
        onClose={close}
        centered
        title={
          popup?.mode === 'add' ? 'Add Subsidiary' : popup?.mode === 'edit' ? 'Edit Subsidiary' : 'Subsidiary Details'
        }
      >
        {popup?.mode === 'add' && (
          <SubsidiaryForm
            submitLabel="Add"
            saving={saving}
            serverErrors={serverErrors}
            onSubmit={submit}
            onCancel={close}
          />
        )}
        {popup?.mode === 'edit' && (
          <SubsidiaryForm
            submitLabel="Save"
            saving={saving}
            serverErrors={serverErrors}
            onSubmit={submit}
            onCancel={close}
            initial={{
              name: text(popup.sub, 'name'),
              last_annual_account_on_file: Number(text(popup.sub, 'last_annual_account_on_file')) || null,
              comment: text(popup.sub, 'comment'),
            }}
          />
        )}
        {popup?.mode === 'details' && popupSub && (
          <Stack gap="xs">
            <Text>
              <strong>Subsidiary Name:</strong> {text(popupSub, 'name')}
            </Text>
            <Text>
              <strong>Last Annual Account on File:</strong> {text(popupSub, 'last_annual_account_on_file')}
            </Text>
            <Text>
              <strong>Comment:</strong> {text(popupSub, 'comment') || '—'}
            </Text>
            <Text size="sm" c="dimmed">
              Added {formatAt(popupSub.createdAt)}
            </Text>
            {!snapshot && (
              <Group justify="flex-end">
                {can('delete_subsidiary') && (
                  <Button variant="outline" color="red.8" onClick={() => remove(popupSub)}>
                    Delete
                  </Button>
                )}
                {can('update_subsidiary') && (
                  <Button onClick={() => setPopup({ mode: 'edit', sub: popupSub })}>Edit</Button>
                )}
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </KycShell>
  );
}
