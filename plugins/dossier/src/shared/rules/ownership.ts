import type { DossierObjectWire } from '../objects.ts';
import { DossierTree, type ReadMode, type RulesCompany } from './dossier-tree.ts';
import { effectiveOwnership, type OwnershipEdge } from './ownership-graph.ts';
import { round2 } from './structure.ts';

/** UBO threshold: 25% effective ownership (002 §9, issue 9 §4). */
export const UBO_THRESHOLD = 25;

export interface OwnerRow {
  key: string;
  name: string;
  kind: 'person' | 'entity';
  /** Effective share of the client, percent, 2 decimals. */
  effective: number;
  /** Share held directly in the client, when any. */
  direct: number | null;
  /** Objects (shareholders, persons, entities) standing for this owner, for `?highlight=`. */
  object_ids: string[];
  /** A natural person at or above the threshold. */
  ubo: boolean;
  /** Declared as a UBO in the UBO section. */
  declared_ubo: boolean;
}
export interface OwnershipCycle {
  names: string[];
  object_ids: string[];
  message: string;
}
export interface OwnershipReport {
  threshold: number;
  owners: OwnerRow[];
  cycles: OwnershipCycle[];
  /** Persons at or above the threshold not declared as UBO, and declared UBOs below it. */
  undeclared_ubos: string[];
  declared_below_threshold: string[];
  warning: string | null;
}

export const OWNERSHIP_MESSAGES = {
  cycle: (names: string[]) =>
    `Ownership cycle: ${[...names, names[0]].join(' → ')} (left out of the effective ownership)`,
  mismatch: (undeclared: string[], below: string[]) =>
    [
      'Declared UBOs differ from the computed ownership',
      undeclared.length ? `at or above ${UBO_THRESHOLD}% but not declared: ${undeclared.join(', ')}` : '',
      below.length ? `declared but below ${UBO_THRESHOLD}%: ${below.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
} as const;

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Identity of owners across the tree (ADR 0035): a person is the same person wherever their first
 * name, last name and date of birth match; a legal entity wherever its name matches (an entity named
 * as the client is the client). Unnamed objects are themselves only.
 */
export class OwnerKeys {
  readonly names = new Map<string, string>();
  readonly kinds = new Map<string, 'person' | 'entity'>();
  readonly objects = new Map<string, Set<string>>();
  readonly root: string;
  constructor(
    private readonly tree: DossierTree,
    private readonly company: RulesCompany,
  ) {
    this.root = `company:${company._id}`;
    this.names.set(this.root, company.name ?? '');
  }

  private note(key: string, name: string, kind: 'person' | 'entity', ...ids: string[]) {
    if (!this.names.get(key)) this.names.set(key, name);
    if (!this.kinds.has(key)) this.kinds.set(key, kind);
    const set = this.objects.get(key) ?? new Set<string>();
    for (const id of ids) set.add(id);
    this.objects.set(key, set);
    return key;
  }

  private readonly cache = new Map<string, string>();

  /** The owner a shareholder (or a person / entity) stands for. */
  of(o: DossierObjectWire): string {
    let key = this.cache.get(o._id);
    if (!key) {
      key = this.compute(o);
      this.cache.set(o._id, key);
    }
    return key;
  }

  private compute(o: DossierObjectWire): string {
    const t = this.tree;
    const detail = t.detailOf(o) ?? o;
    const ids = [o._id, ...(detail !== o ? [detail._id] : [])];
    const personLike =
      detail.object_type === 'person' ||
      (detail.object_type === 'share_holder_related' && t.text(o, 'shareholder_type') === 'person');
    if (personLike) {
      const name = detail.object_type === 'person' ? t.nameOf(detail) : t.nameOf(o);
      const dob = detail.object_type === 'person' ? t.text(detail, 'dateOfBirth') : '';
      return this.note(name ? `person:${norm(name)}|${dob}` : `person:${detail._id}`, name, 'person', ...ids);
    }
    const name = t.nameOf(o);
    if (name && this.company.name && norm(name) === norm(this.company.name))
      return this.note(this.root, name, 'entity', ...ids);
    return this.note(name ? `entity:${norm(name)}` : `entity:${detail._id}`, name, 'entity', ...ids);
  }

  /** What a shareholder holds shares in: the client, or the corporate shareholder / entity above it. */
  ownedBy(s: DossierObjectWire): string | null {
    const parent = this.tree.parent(s);
    if (!s.parent_id) return this.root;
    if (!parent) return null;
    if (parent.object_type === 'share_holder_related' || parent.object_type === 'legalEntity') return this.of(parent);
    return null;
  }
}

/** The ownership edges of a dossier: one per shareholder with a percentage. */
export function ownershipEdges(tree: DossierTree, keys: OwnerKeys): OwnershipEdge[] {
  const edges: OwnershipEdge[] = [];
  for (const s of tree.ofType('share_holder_related')) {
    const owned = keys.ownedBy(s);
    const percentage = tree.number(s, 'percentage_held');
    if (!owned || percentage === null) continue;
    edges.push({ owner: keys.of(s), owned, percentage });
  }
  return edges;
}

/** Effective ownership of a client, the ≥ 25% persons and the declared-vs-computed UBO warning (issue 9 §3). */
export function ownershipReport(
  objects: readonly DossierObjectWire[],
  company: RulesCompany,
  mode: ReadMode = 'approved',
): OwnershipReport {
  const tree = new DossierTree(objects, mode);
  const keys = new OwnerKeys(tree, company);
  const edges = ownershipEdges(tree, keys);
  const { effective, cycles } = effectiveOwnership({ root: keys.root, edges });
  const declared = new Set(
    tree
      .ofType('ubo')
      .map((u) => tree.detailOf(u))
      .filter((p): p is DossierObjectWire => !!p && p.object_type === 'person')
      .map((p) => keys.of(p)),
  );
  const direct = new Map<string, number>();
  for (const e of edges) if (e.owned === keys.root) direct.set(e.owner, (direct.get(e.owner) ?? 0) + e.percentage);
  const owners: OwnerRow[] = [...effective.entries()]
    .filter(([k]) => k !== keys.root)
    .map(([key, value]) => {
      const kind = keys.kinds.get(key) ?? 'entity';
      const eff = round2(value);
      return {
        key,
        name: keys.names.get(key) ?? '',
        kind,
        effective: eff,
        direct: direct.has(key) ? round2(direct.get(key)!) : null,
        object_ids: [...(keys.objects.get(key) ?? [])],
        ubo: kind === 'person' && eff >= UBO_THRESHOLD,
        declared_ubo: declared.has(key),
      };
    })
    .sort((a, b) => b.effective - a.effective || a.name.localeCompare(b.name));
  const nameOf = (k: string) => keys.names.get(k) || 'Unnamed';
  const undeclared = owners.filter((o) => o.ubo && !o.declared_ubo).map((o) => o.name || 'Unnamed');
  const uboKeys = new Set(owners.filter((o) => o.ubo).map((o) => o.key));
  const below = [...declared].filter((k) => !uboKeys.has(k)).map(nameOf);
  return {
    threshold: UBO_THRESHOLD,
    owners,
    cycles: cycles.map((c) => {
      const names = c.map(nameOf);
      return {
        names,
        object_ids: c.flatMap((k) => [...(keys.objects.get(k) ?? [])]),
        message: OWNERSHIP_MESSAGES.cycle(names),
      };
    }),
    undeclared_ubos: undeclared,
    declared_below_threshold: below,
    warning: undeclared.length || below.length ? OWNERSHIP_MESSAGES.mismatch(undeclared, below) : null,
  };
}
