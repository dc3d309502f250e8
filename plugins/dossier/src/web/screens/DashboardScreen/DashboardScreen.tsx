import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/core/client';
import { ClientPanels, DateInput, errorText, notifyError, notifySuccess, useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  ACCOUNT_HOLDER_LABELS,
  applyReviewDateRule,
  dashboardMissing,
  DOSSIER_MESSAGES,
  DASHBOARD_FIELDS,
  LOCATION_LABELS,
  validateDashboard,
  type CompanyData,
  type DashboardField,
  type DashboardValues,
} from '../../../shared/index.ts';
import { dossierKeys, useDossierClient } from '../../hooks.ts';
import { KycShell } from '../../components/KycShell/KycShell.tsx';
import { AccountNumbers } from '../../components/AccountNumbers/AccountNumbers.tsx';
import { ReportButton } from '../../components/history/ReportButton.tsx';
import { DashboardRules } from '../../components/Donuts/DashboardRules.tsx';

const CORPORATE_GROUPS: [string, DashboardField[]][] = [
  [
    'Company',
    ['name', 'chamber_of_commerce', 'activity', 'address_line_1', 'address_line_2', 'city', 'address_country', 'zip'],
  ],
  [
    'Annual accounts',
    [
      'annual_account_conform_calendar_year',
      'current_fiscal_year',
      'fiscal_year_starts_on',
      'fiscal_year_ending_on',
      'last_annual_account_on_file',
      'last_board_meeting',
    ],
  ],
  ['Profit tax', ['last_filed_profit_tax_on_file', 'extension_profit_tax', 'extension_up_till']],
];
const HOLDER_GROUPS: [string, DashboardField[]][] = [['Account holder', ['first_name', 'last_name']]];
const COMMON: [string, DashboardField[]][] = [
  ['KYC review', ['risk_level', 'previous_review_date', 'next_review_date', 'date_final_compliance_review']],
  ['Screening and transactions', ['sanction_screening_available', 'transaction_profile_report']],
];

const current = (d: CompanyData, f: DashboardField) => {
  const field = d[f] as { value: unknown; new_value?: unknown };
  return 'new_value' in field ? field.new_value : field.value;
};

/** '/{companyId}/': the dashboard tab [001:56–77]; Save proposes the changed fields as one change request. */
export default function DashboardScreen() {
  const { companyId = '' } = useParams();
  const client = useDossierClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  // Snapshot view (?snapshot=): the revision's values, read-only [001:263].
  const snapshotId = params.get('snapshot');
  const mayUpdate = isAllowed(session.permissions ?? {}, 'update_dashboard');
  const canEdit = mayUpdate && !snapshotId;
  const data = useQuery({
    queryKey: snapshotId
      ? [...dossierKeys.dashboard(companyId), 'snapshot', snapshotId]
      : dossierKeys.dashboard(companyId),
    queryFn: () => client.dashboardData({ company_id: companyId, ...(snapshotId ? { snapshotId } : {}) }),
  });
  const [draft, setDraft] = useState<DashboardValues>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [accountsDirty, setAccountsDirty] = useState(false);
  useEffect(() => setDraft({}), [companyId]);

  const d = data.data?.companyData;
  const kind = d ? { companyType: d.company_type.value, locationType: d.location_type.value } : null;
  const merged = useMemo(
    () =>
      d
        ? ({
            ...Object.fromEntries(Object.keys(DASHBOARD_FIELDS).map((f) => [f, current(d, f as DashboardField)])),
            ...draft,
          } as DashboardValues)
        : {},
    [d, draft],
  );
  const rule = applyReviewDateRule(merged, draft);
  const shown = { ...merged, ...rule.values };
  const errors = kind
    ? Object.fromEntries(
        [...validateDashboard(kind, draft), ...(rule.error ? [rule.error] : [])].map((e) => [e.field, e.message]),
      )
    : {};
  const automatic = (shown.next_review_date_type ?? 'automatic') === 'automatic';
  // Required fields are marked, not shown red: the notice above names what is missing; red is for a value that is wrong or a refused save.
  const required = new Set(kind ? dashboardMissing(kind, { extension_profit_tax: shown.extension_profit_tax }) : []);

  async function save() {
    if (snapshotId) return notifyError(DOSSIER_MESSAGES.viewingSnapshot);
    setSaving(true);
    setServerErrors({});
    try {
      const res = await client.updateKycReview({ id: companyId, ...rule.values } as never);
      setDraft({});
      queryClient.setQueryData(dossierKeys.dashboard(companyId), (prev: typeof data.data) => ({
        ...prev,
        companyData: { ...res.companyData, sections: prev?.companyData.sections },
      }));
      void queryClient.invalidateQueries({ queryKey: dossierKeys.dashboard(companyId) });
      notifySuccess(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        setServerErrors(Object.fromEntries(err.body.errors.map((e) => [e.field, e.message])));
      notifyError(errorText(err, 'There was an error during dashboard data.\nPlease try again or contact the support'));
    } finally {
      setSaving(false);
    }
  }

  if (data.isPending) return <Loader role="status" aria-label="Loading dashboard" />;
  if (data.isError || !d || !kind)
    return (
      <Alert color="red">
        {errorText(data.error, 'There was an error during dashboard data.\nPlease try again or contact the support')}
      </Alert>
    );
  const groups = [...(kind.companyType === 'corporate' ? CORPORATE_GROUPS : HOLDER_GROUPS), ...COMMON];
  const set = (f: DashboardField, v: unknown) => {
    setDraft((prev) => ({ ...prev, [f]: v === '' ? null : v }));
    // A refused value stops being red once it is typed again.
    setServerErrors(({ [f]: _, ...rest }) => rest);
  };

  const input = (f: DashboardField) => {
    const def = DASHBOARD_FIELDS[f];
    const field = d[f] as { value: unknown; new_value?: unknown };
    const label = (
      // Inline, so the required asterisk stays on the label's line.
      <Group gap={4} component="span" display="inline-flex">
        {def.label}
        {'new_value' in field && (
          <Badge size="xs" color="indigo.9">
            pending
          </Badge>
        )}
      </Group>
    );
    const error = errors[f] ?? serverErrors[f];
    const value = shown[f];
    const disabled = !canEdit || (f === 'next_review_date' && automatic);
    const withAsterisk = required.has(f);
    if (def.kind === 'enum') {
      return (
        <Select
          key={f}
          label={label}
          aria-label={def.label}
          withAsterisk={withAsterisk}
          value={(value as string) ?? null}
          onChange={(v) => set(f, v)}
          disabled={disabled}
          error={error}
          clearable
          data={def.values.map((v) => ({
            value: v,
            label: v,
            disabled: f === 'annual_account_conform_calendar_year' && v === 'YES',
          }))}
        />
      );
    }
    if (def.kind === 'year')
      return (
        <NumberInput
          key={f}
          label={label}
          aria-label={def.label}
          withAsterisk={withAsterisk}
          value={(value as number) ?? ''}
          onChange={(v) => set(f, v === '' ? null : Number(v))}
          disabled={disabled}
          error={error}
        />
      );
    if (def.kind === 'date')
      return (
        <DateInput
          key={f}
          label={label}
          aria-label={def.label}
          withAsterisk={withAsterisk}
          value={(value as string) ?? ''}
          onChange={(v) => set(f, v)}
          disabled={disabled}
          error={error}
        />
      );
    return (
      <TextInput
        key={f}
        label={label}
        aria-label={def.label}
        withAsterisk={withAsterisk}
        value={(value as string) ?? ''}
        onChange={(e) => set(f, e.currentTarget.value)}
        disabled={disabled}
        error={error}
      />
    );
  };

  return (
    <KycShell
      companyId={companyId}
      active="dashboard"
      dirty={Object.keys(draft).length > 0 || accountsDirty}
      actions={
        <Group>
          <ReportButton companyId={companyId} snapshotId={snapshotId} />
          {mayUpdate && (
            <Button
              onClick={save}
              loading={saving}
              disabled={Boolean(snapshotId) || !Object.keys(draft).length || Object.keys(errors).length > 0}
            >
              {saving ? 'Saving..' : 'Save'}
            </Button>
          )}
        </Group>
      }
    >
      <Text>
        {kind.companyType === 'corporate'
          ? `Company Type: ${kind.locationType ? LOCATION_LABELS[kind.locationType] : '—'}`
          : `Client Type: ${d.account_holder_type.value ? ACCOUNT_HOLDER_LABELS[d.account_holder_type.value] : '—'}`}
      </Text>
      {d.completeness.warning && (
        <Alert
          color="yellow"
          title={d.completeness.missing.length ? 'Dashboard incomplete' : 'Dashboard awaiting approval'}
        >
          {d.completeness.warning}
        </Alert>
      )}
      <DashboardRules companyId={companyId} companyData={d} ownership={data.data?.ownership} values={shown} />
      {groups.map(([title, fields]) => (
        <Paper key={title} withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {title}
          </Title>
          {title === 'KYC review' && (
            <SegmentedControl
              mb="sm"
              aria-label="Next review date"
              disabled={!canEdit}
              value={automatic ? 'automatic' : 'manual'}
              onChange={(v) => set('next_review_date_type', v)}
              data={[
                { value: 'automatic', label: 'Automatic' },
                { value: 'manual', label: 'Manual' },
              ]}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields.map(input)}</SimpleGrid>
        </Paper>
      ))}
      <AccountNumbers companyId={companyId} label={d.account_number_label} onDirtyChange={setAccountsDirty} />
      {/* Other plugins' panels on this client (e.g. transaction turnover); a snapshot shows the dossier only. */}
      {!snapshotId && <ClientPanels companyId={companyId} />}
    </KycShell>
  );
}
