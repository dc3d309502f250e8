import { Accordion, Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { confirm, errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  OPS_MESSAGES as M,
  validateProfile,
  type ProfileField,
  type ProfileValues,
  type ProfileWire,
} from '../../../shared/index.ts';
import { KycShell } from '../../components/KycShell/KycShell.tsx';
import { dossierKeys, useDossierClient } from '../../hooks.ts';
import { opsKeys, shownValue, useCan, useSnapshot, useWorkflowClient } from '../../components/ops/ops-hooks.ts';
import { PendingBadge } from '../../components/ops/PendingBadge.tsx';
import { ProfilePanel } from './ProfilePanel.tsx';

/** '/{companyId}/transaction-profile/' [001:28, 80]: one collapsible panel per account, with save and delete. */
export default function TransactionProfileScreen() {
  const { companyId = '' } = useParams();
  const client = useDossierClient();
  const workflow = useWorkflowClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const snapshot = useSnapshot();
  const profiles = useQuery({
    queryKey: opsKeys.profiles(companyId, snapshot),
    queryFn: () =>
      client.listTransactionProfiles({ company_id: companyId, ...(snapshot ? { snapshot_id: snapshot } : {}) }),
  });
  const dashboard = useQuery({
    queryKey: dossierKeys.dashboard(companyId),
    queryFn: () => client.dashboardData({ company_id: companyId }),
  });
  const label = dashboard.data?.companyData.account_number_label ?? 'Account Number';
  const [open, setOpen] = useLocalStorage<string[]>({
    key: `dossier.section.transaction-profile.${companyId}`,
    defaultValue: [],
  });
  const [drafts, setDrafts] = useState<Record<string, ProfileValues>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, Record<string, string>>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const readOnly = Boolean(snapshot) || !can('update_transaction_profile');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dossier'] });

  async function add() {
    setBusy('add');
    try {
      const res = await client.createAccountNumber({ company_id: companyId });
      notifySuccess(res.message);
      setOpen((o) => [...o, res.transaction_profile._id]);
      await refresh();
    } catch (err) {
      notifyError(errorText(err, M.profileError));
    } finally {
      setBusy(null);
    }
  }

  async function save(p: ProfileWire) {
    setBusy(p._id);
    try {
      const res = await client.updateTransactionProfile({ id: p._id, ...drafts[p._id] });
      setDrafts(({ [p._id]: _, ...rest }) => rest);
      setServerErrors(({ [p._id]: _, ...rest }) => rest);
      notifySuccess(res.message);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        setServerErrors((e) => ({
          ...e,
          [p._id]: Object.fromEntries(err.body.errors!.map((x) => [x.field, x.message])),
        }));
      notifyError(errorText(err, M.profileError));
    } finally {
      setBusy(null);
    }
  }

  async function remove(p: ProfileWire, name: string) {
    if (
      !(await confirm({
        title: 'Delete Transaction Profile',
        message: `Delete the transaction profile of ${name} and its ${label.toLowerCase()}?`,
        danger: true,
      }))
    )
      return;
    try {
      const res = await workflow.deleteObject({ id: p._id, type: 'transaction_profile' });
      notifySuccess(res.message);
      await refresh();
    } catch (err) {
      notifyError(errorText(err, M.profileError));
    }
  }

  const list = profiles.data?.transactional_profile ?? [];
  const dirty = Object.keys(drafts).length > 0;
  return (
    <KycShell
      companyId={companyId}
      active="transaction-profile"
      dirty={dirty}
      actions={
        can('create_transaction_profile') &&
        !snapshot && (
          <Button onClick={add} loading={busy === 'add'}>
            Add {label}
          </Button>
        )
      }
    >
      {profiles.isPending && <Loader role="status" aria-label="Loading transaction profiles" />}
      {profiles.isError && <Alert color="red">{errorText(profiles.error, M.profileError)}</Alert>}
      {profiles.isSuccess && list.length === 0 && (
        <Text>No transaction profile yet. Add an {label.toLowerCase()} to create its profile.</Text>
      )}
      <Accordion multiple value={open} onChange={setOpen} variant="separated">
        {list.map((p, i) => {
          const name = String(shownValue(p.account?.account_number) ?? '') || `${label} ${i + 1}`;
          const draft = drafts[p._id] ?? {};
          const changed = Object.keys(draft).length > 0;
          const errors = {
            ...(changed ? Object.fromEntries(validateProfile(draft, p as never).map((e) => [e.field, e.message])) : {}),
            ...serverErrors[p._id],
          };
          const set = (f: ProfileField, v: string | null) =>
            setDrafts((d) => ({ ...d, [p._id]: { ...d[p._id], [f]: v === '' ? null : v } }));
          return (
            <Accordion.Item key={p._id} value={p._id} id={p._id}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={600}>
                    {label}: {name}
                  </Text>
                  <PendingBadge field={p.account?.account_number} />
                  {p.pending_creation && <PendingBadge field={{ new_value: true }} label="awaiting approval" />}
                  {changed && (
                    <Text size="xs" c="dimmed">
                      unsaved changes
                    </Text>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack>
                  <ProfilePanel profile={p} draft={draft} errors={errors} readOnly={readOnly} onChange={set} />
                  <Group justify="flex-end">
                    {can('delete_transaction_profile') && !snapshot && (
                      <Button variant="outline" color="red.8" onClick={() => remove(p, name)}>
                        Delete
                      </Button>
                    )}
                    {!readOnly && (
                      <Button onClick={() => save(p)} loading={busy === p._id} disabled={!changed}>
                        {busy === p._id ? 'Saving..' : 'Save'}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </KycShell>
  );
}
