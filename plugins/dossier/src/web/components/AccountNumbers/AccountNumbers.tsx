import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState } from 'react';
import { OPS_MESSAGES as M, type DossierObjectWire } from '../../../shared/index.ts';
import { useDossierClient } from '../../hooks.ts';
import { opsKeys, shownValue, useCan, useSnapshot } from '../ops/ops-hooks.ts';
import { PendingBadge } from '../ops/PendingBadge.tsx';

export interface AccountNumbersProps { companyId: string; /** By client type: Account Number, Pension Number, Policy Number, Player ID… [001:66] */ label: string }

/** The dashboard's account numbers with 'Add Account Number' [001:66]; each number is saved as a change request. */
export function AccountNumbers({ companyId, label }: AccountNumbersProps) {
  const client = useDossierClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const snapshot = useSnapshot();
  const bundle = useQuery({ queryKey: opsKeys.bundle(companyId), queryFn: () => client.kycFilesInfo({ company_id: companyId }), enabled: !snapshot });
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const accounts = (bundle.data?.account_number ?? []) as DossierObjectWire[];
  const canAdd = can('create_transaction_profile') && !snapshot;
  const canEdit = can('update_dashboard') && !snapshot;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dossier'] });

  async function add() {
    setBusy('add');
    try {
      const res = await client.createAccountNumber({ company_id: companyId });
      notifySuccess(res.message);
      await refresh();
    } catch (err) {
      notifyError(errorText(err, M.accountNumberError));
    } finally {
      setBusy(null);
    }
  }

  async function save(id: string) {
    setBusy(id);
    try {
      const res = await client.updateAccountNumber({ id, account_number: drafts[id] ?? '' });
      setDrafts(({ [id]: _, ...rest }) => rest);
      setErrors(({ [id]: _, ...rest }) => rest);
      notifySuccess(res.message);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length) setErrors((e) => ({ ...e, [id]: err.body.errors![0]!.message }));
      notifyError(errorText(err, M.accountNumberError));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">{label}s</Title>
        {canAdd && <Button variant="light" onClick={add} loading={busy === 'add'}>Add {label}</Button>}
      </Group>
      <Stack gap="xs">
        {snapshot && <Text size="sm">Account numbers of a snapshot are shown on the Transaction Profile tab.</Text>}
        {!snapshot && !bundle.isPending && accounts.length === 0 && <Text size="sm">No {label.toLowerCase()} yet.</Text>}
        {accounts.map((a, i) => {
          const value = drafts[a._id] ?? String(shownValue(a.account_number) ?? '');
          const changed = drafts[a._id] !== undefined;
          return (
            <Group key={a._id} align="flex-end">
              <TextInput style={{ flex: 1 }} label={<Group gap={4} component="span">{`${label} ${i + 1}`}<PendingBadge field={a.account_number} /></Group>}
                aria-label={`${label} ${i + 1}`} value={value} disabled={!canEdit} error={errors[a._id]}
                onChange={(e) => { const v = e.currentTarget.value; setDrafts((d) => ({ ...d, [a._id]: v })); }} />
              {canEdit && <Button onClick={() => save(a._id)} disabled={!changed} loading={busy === a._id} aria-label={`Save ${label} ${i + 1}`}>Save</Button>}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
