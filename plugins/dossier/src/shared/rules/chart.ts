import { sectionPath, type DossierObjectWire, type SectionType } from '../objects.ts';
import { DossierTree, type ReadMode, type RulesCompany } from './dossier-tree.ts';
import { isLocal, isSupervised } from './people-completeness.ts';
import { ownershipReport, type OwnershipReport } from './ownership.ts';
import {
  directorsOf,
  formatPercent,
  isCorporateDirector,
  isCorporateShareholder,
  officialsOf,
  round2,
  shareholdersOf,
  sharesHeld,
} from './structure.ts';

/** Node types of the ownership-structure chart [001:258]. */
export type ChartNodeType = 'corporate' | 'corporate_shareholder' | 'main_for_sh' | 'ubo' | 'shareholder' | 'official';

export interface ChartNode {
  id: string;
  parent: string | null;
  type: ChartNodeType;
  name: string;
  label: string;
  percentage_held: number | null;
  entity_type: 'person' | 'entity' | null;
  supervised: boolean | null;
  /** A placeholder: 'Missing Shares (N%)', 'Missing' (director), 'Missing Official'. */
  missing: boolean;
  location_type: 'local' | 'other' | null;
  /** Effective share of the client (issue 9 §3), percent. */
  effective: number | null;
  /** A natural person at or above the UBO threshold. */
  ubo_flag: boolean;
  /** 'Go to Section' link with `?highlight=` [001:286]. */
  link: string | null;
}
export interface ChartModel {
  nodes: ChartNode[];
  ownership: OwnershipReport;
}

export const CHART_LABELS = {
  missingShares: (n: number) => `Missing Shares (${formatPercent(n)}%)`,
  missingDirector: 'Missing',
  missingOfficial: 'Missing Official',
} as const;

/** The chart shows missing shares only when more than 1 percent is unaccounted for [001:284]. */
export const missingSharesShown = (held: number) => round2(100 - held) > 1;

/** The chart of a client's structure [001:257–259, 284–286] with effective ownership on each owner. */
export function chartModel(
  objects: readonly DossierObjectWire[],
  company: RulesCompany,
  mode: ReadMode = 'approved',
): ChartModel {
  const tree = new DossierTree(objects, mode);
  const ownership = ownershipReport(objects, company, mode);
  const ownerSection: SectionType = company.companyType === 'corporate' ? 'shareholders' : 'account_holder';
  const nodes: ChartNode[] = [];
  const seen = new Set<string>();
  const ownerOfObject = new Map(ownership.owners.flatMap((o) => o.object_ids.map((id) => [id, o] as const)));
  const effectiveOf = (id: string) => ownerOfObject.get(id) ?? null;
  const base = {
    percentage_held: null,
    entity_type: null,
    supervised: null,
    missing: false,
    location_type: null,
    effective: null,
    ubo_flag: false,
    link: null,
  } as const;
  const loc = (o: DossierObjectWire | null) =>
    o && tree.filled(o, 'location_type') ? (isLocal(tree, o) ? 'local' : 'other') : null;

  const placeholder = (parent: string, type: ChartNodeType, label: string, link: string | null) =>
    nodes.push({
      ...base,
      id: `${parent}:missing:${type}:${nodes.length}`,
      parent,
      type,
      name: label,
      label,
      missing: true,
      link,
    });

  const addDirector = (m: DossierObjectWire, parent: string, section: SectionType) => {
    const detail = tree.detailOf(m);
    const corporate = isCorporateDirector(tree, m);
    nodes.push({
      ...base,
      id: m._id,
      parent,
      type: 'corporate',
      name: tree.nameOf(m),
      label: tree.nameOf(m) || 'Managing Director',
      entity_type: corporate ? 'entity' : 'person',
      supervised: detail && corporate ? isSupervised(tree, detail) : null,
      location_type: loc(detail ?? m),
      link: sectionPath(company._id, section, m._id),
    });
    if (!corporate) return;
    const officials = officialsOf(tree, m);
    for (const p of officials)
      nodes.push({
        ...base,
        id: p._id,
        parent: m._id,
        type: 'official',
        name: tree.nameOf(p),
        label: [tree.nameOf(p), tree.text(p, 'title')].filter(Boolean).join('\n'),
        entity_type: 'person',
        location_type: loc(p),
        link: sectionPath(company._id, section, p._id),
      });
    if (!officials.length)
      placeholder(m._id, 'official', CHART_LABELS.missingOfficial, sectionPath(company._id, section, m._id));
  };

  const addShares = (holder: DossierObjectWire | null, parentNode: string, depth: number) => {
    const list = shareholdersOf(tree, holder);
    for (const s of list) {
      if (seen.has(s._id) || depth > 50) continue;
      seen.add(s._id);
      const corporate = isCorporateShareholder(tree, s);
      const detail = tree.detailOf(s);
      const eff = effectiveOf(s._id);
      const pct = tree.number(s, 'percentage_held');
      const name = tree.nameOf(s);
      const effText = eff ? `Effective ${formatPercent(eff.effective)}%${eff.ubo ? ' · UBO' : ''}` : '';
      nodes.push({
        ...base,
        id: s._id,
        parent: parentNode,
        type: corporate ? 'corporate_shareholder' : 'shareholder',
        name,
        label: [name || 'Shareholder', pct !== null ? `${formatPercent(pct)}%` : '', effText]
          .filter(Boolean)
          .join('\n'),
        percentage_held: pct,
        entity_type: corporate ? 'entity' : 'person',
        supervised: corporate && detail ? isSupervised(tree, detail) : null,
        location_type: loc(detail ?? s),
        effective: eff?.effective ?? null,
        ubo_flag: !!eff?.ubo,
        link: sectionPath(company._id, ownerSection, s._id),
      });
      if (!corporate) continue;
      addShares(s, s._id, depth + 1);
      const directors = directorsOf(tree, s);
      for (const m of directors) addDirector(m, s._id, ownerSection);
      if (!directors.length)
        placeholder(s._id, 'corporate', CHART_LABELS.missingDirector, sectionPath(company._id, ownerSection, s._id));
    }
    const held = sharesHeld(tree, list);
    if (missingSharesShown(held))
      placeholder(
        parentNode,
        holder ? 'corporate_shareholder' : 'shareholder',
        CHART_LABELS.missingShares(round2(100 - held)),
        sectionPath(company._id, ownerSection, holder?._id ?? null),
      );
  };

  const root = `company:${company._id}`;
  nodes.push({
    ...base,
    id: root,
    parent: null,
    type: 'main_for_sh',
    name: company.name ?? '',
    label: company.name || 'Client',
    entity_type: 'entity',
    location_type: company.locationType ? (company.locationType === 'local' ? 'local' : 'other') : null,
    link: sectionPath(company._id, 'corporate'),
  });
  addShares(null, root, 0);
  const directors = directorsOf(tree, null);
  for (const m of directors) addDirector(m, root, 'managing_directors');
  if (company.companyType === 'corporate' && !directors.length)
    placeholder(root, 'corporate', CHART_LABELS.missingDirector, sectionPath(company._id, 'managing_directors'));
  for (const u of tree.ofType('ubo')) {
    const person = tree.detailOf(u);
    const eff = person ? effectiveOf(person._id) : null;
    const name = tree.nameOf(person) || 'UBO';
    nodes.push({
      ...base,
      id: u._id,
      parent: root,
      type: 'ubo',
      name,
      label: [name, eff ? `Effective ${formatPercent(eff.effective)}%` : 'Effective 0%'].join('\n'),
      entity_type: 'person',
      location_type: loc(u),
      effective: eff?.effective ?? 0,
      ubo_flag: !!eff?.ubo,
      link: sectionPath(company._id, ownerSection, u._id),
    });
  }
  return { nodes, ownership };
}
