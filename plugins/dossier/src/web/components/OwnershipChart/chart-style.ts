import type { ChartNodeType } from '../../../shared/index.ts';

/** Node colours by seed type; text is dark on light fills (contrast ≥ 4.5:1). */
export const NODE_COLORS: Record<ChartNodeType, { fill: string; border: string; label: string }> = {
  main_for_sh: { fill: '#d0ebff', border: '#1864ab', label: 'Client' },
  corporate_shareholder: { fill: '#e5dbff', border: '#5f3dc4', label: 'Corporate shareholder' },
  shareholder: { fill: '#d3f9d8', border: '#2b8a3e', label: 'Shareholder' },
  ubo: { fill: '#fff3bf', border: '#a34700', label: 'UBO' },
  corporate: { fill: '#e9ecef', border: '#495057', label: 'Managing director' },
  official: { fill: '#f8f9fa', border: '#868e96', label: 'Official' },
};
export const UBO_FLAG_COLOR = '#c92a2a';

/** The cytoscape stylesheet of the chart. */
export const chartStylesheet = [
  {
    selector: 'node',
    style: {
      shape: 'round-rectangle',
      width: 'data(w)',
      height: 100,
      label: 'data(label)',
      'text-wrap': 'wrap',
      'text-max-width': 'data(tw)',
      'text-valign': 'center',
      'text-halign': 'center',
      'font-size': 14,
      'font-family': 'system-ui, sans-serif',
      color: '#212529',
      'background-color': 'data(fill)',
      'border-width': 2,
      'border-color': 'data(border)',
    },
  },
  {
    selector: 'node[?missing]',
    style: { 'border-style': 'dashed', 'background-color': '#fff5f5', 'border-color': '#c92a2a', color: '#c92a2a' },
  },
  { selector: 'node[?flag]', style: { 'border-width': 5, 'border-color': UBO_FLAG_COLOR } },
  { selector: 'node:selected', style: { 'overlay-color': '#1864ab', 'overlay-opacity': 0.15 } },
  {
    selector: 'edge',
    style: {
      width: 2,
      'line-color': '#868e96',
      'curve-style': 'taxi',
      'taxi-direction': 'downward',
      'target-arrow-shape': 'none',
    },
  },
  { selector: 'edge[?ubo]', style: { 'line-style': 'dashed', 'line-color': '#a34700' } },
];
