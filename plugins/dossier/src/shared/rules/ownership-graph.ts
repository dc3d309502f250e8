/**
 * Effective ownership over a graph of "owner holds p% of owned" edges (ADR 0035): the share of the
 * root an owner holds is the sum over every path from the owner to the root of the product of the
 * percentages along it. Cycles (A holds B holds A) are detected, reported, and their closing edge is
 * left out, so the computation always ends and each retained path is counted once.
 */
export interface OwnershipEdge {
  owner: string;
  owned: string;
  percentage: number;
}
export interface OwnershipGraph {
  root: string;
  edges: readonly OwnershipEdge[];
}

export interface OwnershipResult {
  /** Effective percentage of the root held by each node reachable from it (root itself: 100). */
  effective: Map<string, number>;
  /** Each cycle once, as the list of node keys along it (owned → owner → … back to the first). */
  cycles: string[][];
  /** Nodes with no (retained) owner of their own: the ultimate owners as far as the dossier knows. */
  terminals: string[];
}

const pct = (p: number) => (Number.isFinite(p) && p > 0 ? p : 0);

export function effectiveOwnership(graph: OwnershipGraph): OwnershipResult {
  const owners = new Map<string, OwnershipEdge[]>();
  for (const e of graph.edges) {
    const list = owners.get(e.owned);
    if (list) list.push(e);
    else owners.set(e.owned, [e]);
  }
  // Iterative depth-first walk from the root towards owners; gray = on the current path.
  const state = new Map<string, 1 | 2>();
  const postorder: string[] = [];
  const kept = new Map<string, OwnershipEdge[]>();
  const cycles = new Map<string, string[]>();
  const path: string[] = [];
  const frames: { node: string; i: number }[] = [{ node: graph.root, i: 0 }];
  state.set(graph.root, 1);
  path.push(graph.root);
  while (frames.length) {
    const top = frames[frames.length - 1]!;
    const edges = owners.get(top.node) ?? [];
    if (top.i < edges.length) {
      const e = edges[top.i++]!;
      const s = state.get(e.owner);
      if (s === 1) {
        const cycle = path.slice(path.lastIndexOf(e.owner));
        const key = [...cycle].sort().join('\u0000');
        if (!cycles.has(key)) cycles.set(key, cycle);
        continue; // the closing edge of a cycle is left out
      }
      const list = kept.get(top.node);
      if (list) list.push(e);
      else kept.set(top.node, [e]);
      if (s === undefined) {
        state.set(e.owner, 1);
        path.push(e.owner);
        frames.push({ node: e.owner, i: 0 });
      }
      continue;
    }
    state.set(top.node, 2);
    postorder.push(top.node);
    path.pop();
    frames.pop();
  }
  // Reverse postorder is a topological order (owned before its owners) of the retained edges.
  const effective = new Map<string, number>([[graph.root, 100]]);
  for (let i = postorder.length - 1; i >= 0; i--) {
    const node = postorder[i]!;
    const share = effective.get(node) ?? 0;
    for (const e of kept.get(node) ?? [])
      effective.set(e.owner, (effective.get(e.owner) ?? 0) + (share * pct(e.percentage)) / 100);
  }
  const terminals = postorder.filter((n) => n !== graph.root && !kept.get(n)?.length);
  return { effective, cycles: [...cycles.values()], terminals };
}
