import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useEffect, useState } from 'react';
import { OPS_MESSAGES as M, type DossierObjectWire } from '../../../shared/index.ts';
import { useDossierClient } from '../../hooks.ts';
import { opsKeys, shownValue, useCan, useSnapshot } from '../ops/ops-hooks.ts';
import { PendingBadge } from '../ops/PendingBadge.tsx';

export interface AccountNumbersProps {
  companyId: string;
  /** By client type: Account Number, Pension Number, Policy Number, Player ID… [001:66] */
  label: string;
  /** Typed but unsaved numbers, for the page's leave guard. */
  onDirtyChange?(dirty: boolean): void;
  /** Open with a new, not yet saved number row (stories). */
  initialAdding?: boolean;
}

const NEW = 'new';
const lengthError = (v: string) => (v.trim().length < 1 || v.trim().length > 64 ? M.accountNumberLength : null);

/**
 * The dashboard's account numbers with 'Add Account Number' [001:66]. A new number is typed first and
 * created with its value in one call, so no empty account appears before anything is typed
 * (ADR 0068); each change to a number is a change request.
 */
export function AccountNumbers({ companyId, label, onDirtyChange, initialAdding = false }: AccountNumbersProps) {
  const client = useDossierClient();
  const queryClient = useQueryClient();
  const can = useCan();
  const snapshot = useSnapshot();
  const bundle = useQuery({
    queryKey: opsKeys.bundle(companyId),
    queryFn: () => client.kycFilesInfo({ company_id: companyId }),
    enabled: !snapshot,
  });
  const [drafts, setDrafts] = useState<Record<string, string>>(initialAdding ? { [NEW]: '' } : {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const accounts = (bundle.data?.account_number ?? []) as DossierObjectWire[];
  const canAdd = can('create_transaction_profile') && !snapshot;
  const canEdit = can('update_dashboard') && !snapshot;
  const adding = NEW in drafts;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dossier'] });
  const dirty = Object.entries(drafts).some(([id, v]) => id !== NEW || v.trim() !== '');
  useEffect(() => onDirtyChange?.(dirty), [dirty]); // eslint-disable-line react-hooks/exhaustive-deps

  const forget = (id: string) => {
    setDrafts(({ [id]: _, ...rest }) => rest);
    setErrors(({ [id]: _, ...rest }) => rest);
  };

  async function save(id: string) {
    const value = drafts[id] ?? '';
    const invalid = lengthError(value);
    if (invalid) return setErrors((e) => ({ ...e, [id]: invalid }));
    setBusy(id);
    try {
      const res =
        id === NEW
          ? await client.createAccountNumber({ company_id: companyId, account_number: value })
          : await client.updateAccountNumber({ id, account_number: value });
      forget(id);
      notifySuccess(res.message);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        setErrors((e) => ({ ...e, [id]: err.body.errors![0]!.message }));
      notifyError(errorText(err, M.accountNumberError));
    } finally {
      setBusy(null);
    }
  }

  const type = (id: string, v: string) => {
    setDrafts((d) => ({ ...d, [id]: v }));
    setErrors(({ [id]: _, ...rest }) => rest);
  };
  const newLabel = `${label} ${accounts.length + 1}`;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {label}s
        </Title>
        {canAdd && (
          <Button variant="light" onClick={() => setDrafts((d) => ({ ...d, [NEW]: '' }))} disabled={adding}>
            Add {label}
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        {snapshot && <Text size="sm">Account numbers of a snapshot are shown on the Transaction Profile tab.</Text>}
        {!snapshot && !bundle.isPending && accounts.length === 0 && !adding && (
          <Text size="sm">No {label.toLowerCase()} yet.</Text>
        )}
        {accounts.map((a, i) => {
          const value = drafts[a._id] ?? String(shownValue(a.account_number) ?? '');
          const changed = drafts[a._id] !== undefined;
          return (
            <Group key={a._id} align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={
                  <Group gap={4} component="span">
                    {`${label} ${i + 1}`}
                    <PendingBadge field={a.account_number} />
                  </Group>
                }
                aria-label={`${label} ${i + 1}`}
                value={value}
                disabled={!canEdit}
                error={errors[a._id]}
                onChange={(e) => type(a._id, e.currentTarget.value)}
              />
              {canEdit && (
                <Button
                  onClick={() => save(a._id)}
                  disabled={!changed}
                  loading={busy === a._id}
                  aria-label={`Save ${label} ${i + 1}`}
                >
                  Save
                </Button>
              )}
            </Group>
          );
        })}
        {adding && (
          <Group align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={`${newLabel} (new)`}
              aria-label={newLabel}
              value={drafts[NEW]}
              error={errors[NEW]}
              description="Saved as a change request for a colleague to approve"
              onChange={(e) => type(NEW, e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save(NEW);
              }}
            />
            <Button
              onClick={() => save(NEW)}
              loading={busy === NEW}
              disabled={(drafts[NEW] ?? '').trim() === ''}
              aria-label={`Save ${newLabel}`}
            >
              Save
            </Button>
            <Button variant="default" onClick={() => forget(NEW)} disabled={busy === NEW}>
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
