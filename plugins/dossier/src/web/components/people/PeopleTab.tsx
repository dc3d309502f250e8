import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ApiError } from '@app/core/client';
import { confirm, errorText, notifyError, notifySuccess } from '@app/core/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { displayName, validateEntityValues, validatePersonValues, type PeopleNode } from '../../../shared/index.ts';
import { dossierKeys, useDossierClient } from '../../hooks.ts';
import { KycShell } from '../KycShell/KycShell.tsx';
import type { KycTabId } from '../KycShell/kyc-tabs.ts';
import { AddDialog } from './AddDialog.tsx';
import { useDrafts, useHighlight, usePeople, useSectionRights, useWorkflowClient } from './people-hooks.ts';
import { PeopleEditContext, type AddRequest, type PeopleEdit } from './PeopleContext.ts';

const UPDATE = {
  person: 'updatePerson',
  legalEntity: 'updateEntity',
  share_holder_related: 'updateShareholder',
  ubo: 'updateUbo',
  mbd_related: 'updateMd',
} as const;
const ERROR_LABEL = {
  person: 'person',
  legalEntity: 'entity',
  share_holder_related: 'shareholder',
  ubo: 'UBO',
  mbd_related: 'MD',
} as const;

export interface PeopleTabProps {
  companyId: string;
  active: KycTabId;
  /** The screen's sections, given the shaped people keys. */
  children: (
    data: Record<'persons' | 'entities' | 'ubos' | 'mds' | 'shareholders', PeopleNode[]>,
    edit: PeopleEdit,
  ) => ReactNode;
}

/**
 * The frame of the Shareholders, Account Holder and Managing Directors tabs: loads the people keys
 * of the bundle, keeps local edits until Save ('Saving..', only changed fields, one change request
 * per object), opens the 'Add new {kind}' dialog, asks before a delete request.
 */
export function PeopleTab({ companyId, active, children }: PeopleTabProps) {
  const client = useDossierClient();
  const workflow = useWorkflowClient();
  const queryClient = useQueryClient();
  const { query, data, snapshot } = usePeople(companyId);
  const company = useQuery({
    queryKey: dossierKeys.dashboard(companyId),
    queryFn: () => client.dashboardData({ company_id: companyId }),
  });
  const companyData = company.data?.companyData;
  const readOnly = !!snapshot;
  const ubo = useSectionRights('ubo', readOnly);
  const mbd = useSectionRights('mbd', readOnly);
  const { drafts, set, clear, dirty } = useDrafts();
  const [serverErrors, setServerErrors] = useState<Record<string, Record<string, string>>>({});
  // What is typed is checked as it is typed (e.g. 'Date Expiry cannot be in the past'); an empty or untouched field is not red.
  const live = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(drafts).map(([id, d]) => {
          const found =
            d.type === 'person'
              ? validatePersonValues(d.values)
              : d.type === 'legalEntity'
                ? validateEntityValues(d.values)
                : [];
          return [id, Object.fromEntries(found.map((e) => [e.field, e.message]))];
        }),
      ),
    [drafts],
  );
  const errors = useMemo(() => {
    const ids = new Set([...Object.keys(serverErrors), ...Object.keys(live)]);
    return Object.fromEntries([...ids].map((id) => [id, { ...serverErrors[id], ...live[id] }]));
  }, [serverErrors, live]);
  const hasLiveErrors = Object.values(live).some((e) => Object.keys(e).length > 0);
  const setField = useMemo(
    () => (id: string, type: Parameters<typeof set>[1], field: string, value: unknown) => {
      set(id, type, field, value);
      setServerErrors((all) =>
        all[id]?.[field]
          ? { ...all, [id]: Object.fromEntries(Object.entries(all[id]).filter(([f]) => f !== field)) }
          : all,
      );
    },
    [set],
  );
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState<AddRequest | null>(null);
  const highlight = useHighlight(!!data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dossier', 'kyc-files', companyId] });

  async function save() {
    setSaving(true);
    const failed: Record<string, Record<string, string>> = {};
    let sent = 0;
    for (const [id, draft] of Object.entries(drafts)) {
      const call = UPDATE[draft.type as keyof typeof UPDATE];
      if (!call) continue;
      try {
        const res = await (client[call] as (input: unknown) => Promise<{ change_id: string | null }>)({
          id,
          ...draft.values,
        });
        if (res.change_id) sent++;
      } catch (err) {
        failed[id] =
          err instanceof ApiError && err.body.errors?.length
            ? Object.fromEntries(err.body.errors.map((e) => [e.field, e.message]))
            : {};
        notifyError(
          errorText(
            err,
            `There was an error during ${ERROR_LABEL[draft.type as keyof typeof ERROR_LABEL]} update.\nPlease try again or contact the support`,
          ),
        );
      }
    }
    setServerErrors(failed);
    if (!Object.keys(failed).length) clear();
    if (sent) notifySuccess('Data saved successfully');
    await refresh();
    setSaving(false);
  }

  const edit = useMemo<PeopleEdit>(
    () => ({
      companyId,
      corporate: (companyData?.company_type.value ?? 'corporate') === 'corporate',
      readOnly,
      rights: { ubo, mbd },
      drafts,
      errors,
      highlight,
      setField,
      add: setAdding,
      remove: async (node, label) => {
        const ok = await confirm({
          title: `Delete ${label}`,
          message: `Request the removal of ${displayName(node.entity ?? node.person ?? node.legalEntity ?? node) || `this ${label.toLowerCase()}`}? A colleague confirms it.`,
          danger: true,
        });
        if (!ok) return;
        try {
          await workflow.deleteObject({ id: node._id, type: node.object_type });
          notifySuccess('Deleted request has been submitted successfully');
          await refresh();
          await queryClient.invalidateQueries({ queryKey: ['workflow'] });
        } catch (err) {
          notifyError(errorText(err, 'There was an error during delete.\nPlease try again or contact the support'));
        }
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [companyId, companyData, readOnly, ubo, mbd, drafts, errors, highlight, setField, workflow],
  );

  const canSave = (ubo.edit || mbd.edit) && !readOnly;
  return (
    <KycShell
      companyId={companyId}
      active={active}
      dirty={dirty}
      actions={
        canSave && (
          <Button onClick={save} loading={saving} disabled={!dirty || hasLiveErrors}>
            {saving ? 'Saving..' : 'Save'}
          </Button>
        )
      }
    >
      <PeopleEditContext.Provider value={edit}>
        {query.isPending && <Loader role="status" aria-label="Loading" />}
        {query.isError && <Alert color="red">{errorText(query.error, 'Error loading dossier')}</Alert>}
        {data && <Stack gap="lg">{children(data, edit)}</Stack>}
        <AddDialog
          key={adding ? `${adding.kind}-${adding.parentId}` : 'closed'}
          companyId={companyId}
          request={adding}
          onClose={() => setAdding(null)}
          onAdded={refresh}
          initial={
            adding?.kind === 'Account Holder' && companyData
              ? { firstName: companyData.first_name.value, lastName: companyData.last_name.value }
              : undefined
          }
        />
      </PeopleEditContext.Provider>
    </KycShell>
  );
}

/** A tab section heading with its add button. */
export function SectionHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between">
      <Text component="h2" fw={700} size="lg" m={0}>
        {title}
      </Text>
      {action}
    </Group>
  );
}
