import { Alert, Anchor, Badge, Breadcrumbs, Group, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CompanyData } from '../../../shared/index.ts';
import { dossierKeys, useDossierClient } from '../../hooks.ts';
import { kycTabs, type KycTabId } from './kyc-tabs.ts';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

const shown = (f: { value: unknown; new_value?: unknown } | undefined) =>
  String((f && 'new_value' in f ? f.new_value : f?.value) ?? '');
const displayName = (d: CompanyData) =>
  (d.company_type.value === 'corporate' ? shown(d.name) : `${shown(d.first_name)} ${shown(d.last_name)}`.trim()) ||
  'Client';

export interface KycShellProps {
  companyId: string;
  active: KycTabId;
  /** Unsaved local edits: leaving the page any way asks first, closing the browser tab warns. */
  dirty?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The KYC view shell [001:34–45]: 'Corporate KYC' / 'Account Holder KYC', breadcrumb back to the
 * client list, the dossier's tabs (each gated by its permission and the company's type and
 * settings), the snapshot banner and the unsaved-changes guard.
 */
export function KycShell({ companyId, active, dirty = false, actions, children }: KycShellProps) {
  const client = useDossierClient();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const snapshot = params.get('snapshot');
  useUnsavedChanges(dirty);
  const data = useQuery({
    queryKey: dossierKeys.dashboard(companyId),
    queryFn: () => client.dashboardData({ company_id: companyId }),
  });
  const d = data.data?.companyData;
  const corporate = d ? d.company_type.value === 'corporate' : true;
  const tabs = kycTabs({
    corporate,
    transactionProfile: (d?.transaction_profile_report.value ?? null) === 'YES',
    sanctionScreening: (d?.sanction_screening_available.value ?? null) === 'YES',
    can: (p) => isAllowed(session.permissions ?? {}, p),
  });

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          Clients
        </Anchor>
        <span>{d ? displayName(d) : '…'}</span>
      </Breadcrumbs>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{corporate ? 'Corporate KYC' : 'Account Holder KYC'}</Title>
          {d?.pending_creation && <Badge color="grape.9">awaiting approval</Badge>}
        </Group>
        {actions}
      </Group>
      <Tabs
        value={active}
        onChange={(v) => {
          const tab = tabs.find((t) => t.id === v);
          if (tab) navigate(tab.path(companyId) + (snapshot && tab.snapshots ? `?snapshot=${snapshot}` : ''));
        }}
      >
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.id} value={t.id}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {snapshot && (
        <Alert
          color="blue"
          title="Snapshot view"
          withCloseButton
          closeButtonLabel="Back to the current view"
          onClose={() => {
            params.delete('snapshot');
            setParams(params);
          }}
        >
          You are viewing a snapshot; the page is read-only. Close this banner to return to the current view.
        </Alert>
      )}
      {children}
    </Stack>
  );
}
