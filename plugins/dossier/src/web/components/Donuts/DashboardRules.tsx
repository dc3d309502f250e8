import { Alert, Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import {
  dashboardSection,
  type CompanyData,
  type DashboardValues,
  type OwnershipReportWire,
} from '../../../shared/index.ts';
import { OwnershipChartButton } from '../OwnershipChart/OwnershipChartDrawer.tsx';
import { SectionDonuts } from './SectionDonuts.tsx';

export interface DashboardRulesProps {
  companyId: string;
  companyData: CompanyData;
  ownership?: OwnershipReportWire | undefined;
  /** The dashboard values as shown (saved merged with what is being typed). */
  values: DashboardValues;
}

/**
 * The dashboard's rules block: donuts per section (the server's count over approved values; the
 * dashboard's own donut follows what is being typed), the UBO and cycle warnings of the ownership
 * computation, and the chart button (view_chart).
 */
export function DashboardRules({ companyId, companyData, ownership, values }: DashboardRulesProps) {
  const kind = { companyType: companyData.company_type.value, locationType: companyData.location_type.value };
  const live = useMemo(() => dashboardSection(kind, values), [kind.companyType, kind.locationType, values]); // eslint-disable-line react-hooks/exhaustive-deps
  const sections = (companyData.sections ?? [live]).map((s) => (s.section === 'dashboard' ? live : s));
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <OwnershipChartButton companyId={companyId} />
      </Group>
      {ownership?.warning && (
        <Alert color="yellow" title="UBO check">
          {ownership.warning}
        </Alert>
      )}
      {ownership?.cycles.map((c) => (
        <Alert key={c.message} color="red" title="Ownership cycle">
          {c.message}
        </Alert>
      ))}
      <SectionDonuts companyId={companyId} sections={sections} />
    </Stack>
  );
}
