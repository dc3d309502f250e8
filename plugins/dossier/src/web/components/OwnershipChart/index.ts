export { OwnershipChart, type OwnershipChartProps } from './OwnershipChart.tsx';
export { OwnershipChartButton, OwnershipChartDrawer, rulesCompanyFrom } from './OwnershipChartDrawer.tsx';
export { chartLayout, CHART_LAYOUT, nodeWidth } from './layout.ts';
