import type { DossierObjectWire, SectionType } from '../objects.ts';
import type { DossierTree, RulesCompany } from './dossier-tree.ts';
import { isLocal, isSupervised } from './people-completeness.ts';

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
/** A percentage as the seed shows it: two decimals at most ('33.33', '40'). */
export const formatPercent = (n: number) => String(round2(n));

export const STRUCTURE_MESSAGES = {
  /** Seed text [001:343]. */
  missingShareholder: (n: number) => `Missing at least one shareholder of ${formatPercent(n)}%`,
  // Ours (the seed names the rule, not its text).
  missingOfficial: (name: string) => `${name || 'The corporate director'} needs at least one official`,
  missingDirector: (name: string) => `${name || 'The corporate shareholder'} needs at least one managing director`,
  noShareholder: (name: string) => `${name || 'The client'} needs at least one shareholder`,
} as const;

export interface StructureIssue {
  rule: 'official' | 'managing_director' | 'shareholders';
  /** The object the rule is about (the company's own rules: null). */
  objectId: string | null;
  section: SectionType;
  message: string;
  /** For `shareholders`: the percentage not accounted for. */
  missingPercentage?: number;
}

/** Shareholders held directly by the company (`null`) or by a corporate shareholder (below it or its entity). */
export function shareholdersOf(tree: DossierTree, holder: DossierObjectWire | null): DossierObjectWire[] {
  if (!holder) return tree.children(null, 'share_holder_related');
  const entity = tree.detailOf(holder);
  const ids = new Set([holder._id, ...(entity && entity !== holder ? [entity._id] : [])]);
  return [...ids].flatMap((id) => tree.children(id, 'share_holder_related'));
}

/** Managing directors of the company (`null`) or of a corporate shareholder (below it, or naming it). */
export function directorsOf(tree: DossierTree, holder: DossierObjectWire | null): DossierObjectWire[] {
  if (!holder) return tree.children(null, 'mbd_related').filter((m) => !tree.filled(m, 'share_holder_related'));
  const entity = tree.detailOf(holder);
  const below = [holder._id, ...(entity && entity !== holder ? [entity._id] : [])].flatMap((id) =>
    tree.children(id, 'mbd_related'),
  );
  const naming = tree.referring('mbd_related', 'share_holder_related', holder._id);
  return [...new Map([...below, ...naming].map((m) => [m._id, m])).values()];
}

/** Officials of a corporate director: persons of its legal entity (or marked official below it). */
export function officialsOf(tree: DossierTree, director: DossierObjectWire): DossierObjectWire[] {
  const entity = tree.detailOf(director);
  const ofEntity = entity && entity.object_type === 'legalEntity' ? tree.children(entity._id, 'person') : [];
  const marked = tree.children(director._id, 'person').filter((p) => tree.text(p, 'role') === 'official');
  return [...ofEntity, ...marked];
}

export const isCorporateShareholder = (tree: DossierTree, s: DossierObjectWire) =>
  tree.text(s, 'shareholder_type') === 'entity';
export const isCorporateDirector = (tree: DossierTree, m: DossierObjectWire) =>
  tree.text(m, 'entity_type') === 'entity';
export const sharesHeld = (tree: DossierTree, list: DossierObjectWire[]) =>
  round2(list.reduce((sum, s) => sum + (tree.number(s, 'percentage_held') ?? 0), 0));

/**
 * Missing-structure rules [001:341–343] (ADR 0034): a corporate director needs an official; a
 * corporate shareholder (and the corporate client itself) needs a managing director; the client
 * when abroad and every non-local, unsupervised corporate shareholder need shareholders adding up
 * to 100%; a local corporate client needs at least one shareholder (ADR 0068).
 */
export function structureIssues(tree: DossierTree, company: RulesCompany): StructureIssue[] {
  const issues: StructureIssue[] = [];
  const ownerSection: SectionType = company.companyType === 'corporate' ? 'shareholders' : 'account_holder';
  const shares = (holder: DossierObjectWire | null, objectId: string | null) => {
    const missing = round2(100 - sharesHeld(tree, shareholdersOf(tree, holder)));
    if (missing > 0)
      issues.push({
        rule: 'shareholders',
        objectId,
        section: ownerSection,
        message: STRUCTURE_MESSAGES.missingShareholder(missing),
        missingPercentage: missing,
      });
  };
  if (company.companyType === 'corporate') {
    if (company.locationType === 'abroad') shares(null, null);
    // Any corporate client has owners: an empty shareholders section is not complete, wherever the client sits.
    else if (!shareholdersOf(tree, null).length)
      issues.push({
        rule: 'shareholders',
        objectId: null,
        section: ownerSection,
        message: STRUCTURE_MESSAGES.noShareholder(company.name ?? ''),
        missingPercentage: 100,
      });
    if (!directorsOf(tree, null).length)
      issues.push({
        rule: 'managing_director',
        objectId: null,
        section: 'managing_directors',
        message: STRUCTURE_MESSAGES.missingDirector(company.name ?? ''),
      });
  }
  for (const s of tree.ofType('share_holder_related').filter((x) => isCorporateShareholder(tree, x))) {
    const entity = tree.detailOf(s) ?? s;
    if (!directorsOf(tree, s).length)
      issues.push({
        rule: 'managing_director',
        objectId: s._id,
        section: ownerSection,
        message: STRUCTURE_MESSAGES.missingDirector(tree.nameOf(s)),
      });
    if (!isLocal(tree, entity) && !isSupervised(tree, entity)) shares(s, s._id);
  }
  for (const m of tree.ofType('mbd_related').filter((x) => isCorporateDirector(tree, x))) {
    if (!officialsOf(tree, m).length) {
      const section: SectionType = tree.ancestor(m, 'share_holder_related') ? ownerSection : 'managing_directors';
      issues.push({
        rule: 'official',
        objectId: m._id,
        section,
        message: STRUCTURE_MESSAGES.missingOfficial(tree.nameOf(m)),
      });
    }
  }
  return issues;
}
