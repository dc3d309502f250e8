import type { ChartNode } from '../../../shared/index.ts';

/** Chart layout of the seed [001:490]: gaps 70 across and 100 down, nodes 100 high, 200 wide (corporate 350, person-type corporate 150). */
export const CHART_LAYOUT = {
  hGap: 70,
  vGap: 100,
  height: 100,
  width: 200,
  corporate: 350,
  personCorporate: 150,
  fitWidth: 300,
  fitHeight: 240,
} as const;

export const nodeWidth = (n: Pick<ChartNode, 'type' | 'entity_type'>) =>
  n.type === 'corporate'
    ? n.entity_type === 'person'
      ? CHART_LAYOUT.personCorporate
      : CHART_LAYOUT.corporate
    : CHART_LAYOUT.width;

export interface Placed {
  x: number;
  y: number;
  width: number;
}

/**
 * A top-down tree: every subtree takes the width of its children side by side (or its own node's
 * width when wider), parents centred over their children. Positions are node centres.
 */
export function chartLayout(nodes: readonly ChartNode[]): Map<string, Placed> {
  const kids = new Map<string | null, ChartNode[]>();
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    const parent = n.parent && ids.has(n.parent) ? n.parent : null;
    kids.set(parent, [...(kids.get(parent) ?? []), n]);
  }
  const span = new Map<string, number>();
  const measure = (n: ChartNode, depth: number): number => {
    const children = depth > 200 ? [] : (kids.get(n.id) ?? []);
    const inner = children.reduce((s, c, i) => s + measure(c, depth + 1) + (i ? CHART_LAYOUT.hGap : 0), 0);
    const w = Math.max(nodeWidth(n), inner);
    span.set(n.id, w);
    return w;
  };
  const out = new Map<string, Placed>();
  const place = (n: ChartNode, left: number, depth: number) => {
    const w = span.get(n.id)!;
    out.set(n.id, {
      x: left + w / 2,
      y: depth * (CHART_LAYOUT.height + CHART_LAYOUT.vGap) + CHART_LAYOUT.height / 2,
      width: nodeWidth(n),
    });
    const children = depth > 200 ? [] : (kids.get(n.id) ?? []);
    const inner = children.reduce((s, c, i) => s + span.get(c.id)! + (i ? CHART_LAYOUT.hGap : 0), 0);
    let x = left + (w - inner) / 2;
    for (const c of children) {
      place(c, x, depth + 1);
      x += span.get(c.id)! + CHART_LAYOUT.hGap;
    }
  };
  let left = 0;
  for (const root of kids.get(null) ?? []) {
    measure(root, 0);
    place(root, left, 0);
    left += span.get(root.id)! + CHART_LAYOUT.hGap;
  }
  return out;
}
