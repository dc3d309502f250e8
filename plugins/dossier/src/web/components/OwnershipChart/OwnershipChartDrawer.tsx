import { Alert, Button, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorText, useSession } from '@app/core/web';
import { isAllowed } from '@app/core/shared';
import { useMemo, useState } from 'react';
import {
  chartModel,
  objectsFromBundle,
  type CompanyData,
  type DossierBundle,
  type RulesCompany,
} from '../../../shared/index.ts';
import { dossierKeys, useDossierClient } from '../../hooks.ts';
import { OwnershipChart } from './OwnershipChart.tsx';

const approved = (f: { value: unknown } | undefined) => (typeof f?.value === 'string' && f.value ? f.value : null);

/** The client as the rules see it, from `dashboard-data` (approved values). */
export function rulesCompanyFrom(d: CompanyData): RulesCompany {
  const name =
    d.company_type.value === 'corporate'
      ? approved(d.name)
      : [approved(d.first_name), approved(d.last_name)].filter(Boolean).join(' ') || null;
  return { _id: d._id, name, companyType: d.company_type.value, locationType: d.location_type.value };
}

/** The chart of a client, from the dossier bundle and the dashboard (what the server counts: approved values). */
function ChartContent({ companyId }: { companyId: string }) {
  const client = useDossierClient();
  const dashboard = useQuery({
    queryKey: dossierKeys.dashboard(companyId),
    queryFn: () => client.dashboardData({ company_id: companyId }),
  });
  const bundle = useQuery({
    queryKey: ['dossier', 'bundle', companyId],
    queryFn: () => client.kycFilesInfo({ company_id: companyId }),
  });
  const model = useMemo(
    () =>
      dashboard.data && bundle.data
        ? chartModel(
            objectsFromBundle(bundle.data as DossierBundle),
            rulesCompanyFrom(dashboard.data.companyData),
            'approved',
          )
        : null,
    [dashboard.data, bundle.data],
  );
  if (dashboard.isError || bundle.isError)
    return (
      <Alert color="red">{errorText(dashboard.error ?? bundle.error, 'There was an error loading the chart')}</Alert>
    );
  if (!model) return <Loader role="status" aria-label="Loading chart" />;
  return (
    <Stack gap="sm">
      {model.ownership.warning && (
        <Alert color="yellow" title="UBO check">
          {model.ownership.warning}
        </Alert>
      )}
      <Text size="sm">
        Effective ownership through corporate shareholders; natural persons at or above {model.ownership.threshold}% are
        outlined in red.
      </Text>
      <OwnershipChart model={model} />
    </Stack>
  );
}

export interface OwnershipChartDrawerProps {
  companyId: string;
  opened: boolean;
  onClose: () => void;
}

/** The ownership-structure chart drawer [001:91]. */
export function OwnershipChartDrawer({ companyId, opened, onClose }: OwnershipChartDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title="Ownership structure"
      closeButtonProps={{ 'aria-label': 'Close chart' }}
    >
      {opened && <ChartContent companyId={companyId} />}
    </Drawer>
  );
}

/**
 * The button that opens the chart drawer, shown only with `view_chart` [001:376]. The dashboard uses
 * it; the Corporate tab's kyc-oc-6 tile mounts it with `label="Chart"` [001:102].
 */
export function OwnershipChartButton({ companyId, label = 'Ownership Chart' }: { companyId: string; label?: string }) {
  const session = useSession();
  const [opened, setOpened] = useState(false);
  if (!isAllowed(session.permissions ?? {}, 'view_chart')) return null;
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpened(true)}>
        {label}
      </Button>
      <OwnershipChartDrawer companyId={companyId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
