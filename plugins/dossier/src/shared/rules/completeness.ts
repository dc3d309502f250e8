import { DASHBOARD_FIELDS } from '../dashboard-fields.ts';
import { dashboardMissing, type DashboardValues } from '../dashboard-rules.ts';
import type { DossierObjectWire } from '../objects.ts';
import {
  CORPORATE_DOCUMENTS,
  documentStatus,
  LOCAL_EXEMPT,
  OPTIONAL_SECTION_DOCUMENTS,
  slotsOf,
  type DocumentStatus,
} from './documents.ts';
import { DossierTree, type ReadMode, type RulesCompany } from './dossier-tree.ts';
import { ownerStatus, type OwnerStatus } from './people-completeness.ts';
import { round2, structureIssues, type StructureIssue } from './structure.ts';

export const COMPLETENESS_SECTIONS = [
  'dashboard',
  'corporate',
  'shareholders',
  'account_holder',
  'managing_directors',
] as const;
export type CompletenessSection = (typeof COMPLETENESS_SECTIONS)[number];
export const SECTION_LABELS: Record<CompletenessSection, string> = {
  dashboard: 'Dashboard',
  corporate: 'Corporate',
  shareholders: 'Shareholders',
  account_holder: 'Account Holder',
  managing_directors: 'Managing Directors',
};

export interface SectionCompleteness {
  section: CompletenessSection;
  label: string;
  /** What the donut counts: documents (dashboard: required fields). */
  total: number;
  completed: number;
  remaining: number;
  /**
   * completed / (total + missing structure) × 100, rounded to 2 decimals [001:71]: a missing
   * shareholder, director or official counts as an outstanding item, so a section the rules still
   * demand something of is never 100. 100 only when nothing is required and nothing is missing.
   */
  percentage: number;
  /** Every document complete, every owner complete and no missing structure. */
  complete: boolean;
  documents: DocumentStatus[];
  owners: OwnerStatus[];
  structure: StructureIssue[];
}

export interface DossierCompleteness {
  sections: SectionCompleteness[];
  complete: boolean;
  structure: StructureIssue[];
}

/** Company documents that apply [001:212–238, 339]: a local company skips five; bank forms and subsidiary files count once added. */
export function companyDocuments(tree: DossierTree, company: RulesCompany): DocumentStatus[] {
  if (company.companyType !== 'corporate') return [];
  const slots = slotsOf(tree, null);
  const required = (Object.keys(CORPORATE_DOCUMENTS) as (keyof typeof CORPORATE_DOCUMENTS)[])
    .filter((d) => !(company.locationType === 'local' && LOCAL_EXEMPT.includes(d)))
    .map((d) => documentStatus(tree, d, CORPORATE_DOCUMENTS[d], slots.get(d)?.[0] ?? null, null));
  const added = (Object.keys(OPTIONAL_SECTION_DOCUMENTS) as (keyof typeof OPTIONAL_SECTION_DOCUMENTS)[]).flatMap((d) =>
    (slots.get(d) ?? []).map((f) =>
      documentStatus(tree, d, tree.text(f, 'bank_name') || OPTIONAL_SECTION_DOCUMENTS[d], f, null),
    ),
  );
  return [...required, ...added];
}

/** The section a person or entity belongs to: the tab of its top-level ancestor. */
function ownerSection(tree: DossierTree, o: DossierObjectWire, company: RulesCompany): CompletenessSection {
  let top = o;
  for (let p = tree.parent(o), guard = 0; p && guard < 1000; p = tree.parent(p), guard++) top = p;
  if (top.object_type === 'mbd_related') return 'managing_directors';
  return company.companyType === 'corporate' ? 'shareholders' : 'account_holder';
}

function section(
  name: CompletenessSection,
  documents: DocumentStatus[],
  owners: OwnerStatus[],
  structure: StructureIssue[],
  extra?: { total: number; completed: number },
): SectionCompleteness {
  const all = [...documents, ...owners.flatMap((o) => o.documents)];
  const total = extra?.total ?? all.length;
  const completed = extra?.completed ?? all.filter((d) => d.complete).length;
  const complete = completed === total && owners.every((o) => o.complete) && structure.length === 0;
  const outstanding = total + structure.length;
  return {
    section: name,
    label: SECTION_LABELS[name],
    total,
    completed,
    remaining: total - completed,
    percentage: outstanding === 0 ? 100 : round2((completed / outstanding) * 100),
    complete,
    documents,
    owners,
    structure,
  };
}

/** The dashboard section alone (the web app recomputes it from the values being typed). */
export function dashboardSection(
  company: Pick<RulesCompany, 'companyType' | 'locationType'>,
  dashboard: DashboardValues,
): SectionCompleteness {
  const kind = { companyType: company.companyType, locationType: company.locationType };
  const missing = dashboardMissing(kind, dashboard);
  const ext = dashboard.extension_profit_tax;
  const total =
    dashboardMissing(kind, { extension_profit_tax: ext }).length +
    (company.companyType === 'corporate' && ext !== null && ext !== undefined && ext !== '' ? 1 : 0);
  const s = section('dashboard', [], [], [], { total, completed: total - missing.length });
  s.documents = missing.map((f) => ({
    documentType: f,
    label: DASHBOARD_FIELDS[f].label,
    fileId: null,
    ownerId: null,
    complete: false,
    missing: [f],
  }));
  return s;
}

/**
 * Completeness of a dossier by section [001:71, 333–343]: one function for the server (approved
 * values, every read) and the web app (effective values, as you type).
 */
export function dossierCompleteness(
  objects: readonly DossierObjectWire[],
  company: RulesCompany,
  dashboard: DashboardValues,
  mode: ReadMode = 'approved',
): DossierCompleteness {
  const tree = new DossierTree(objects, mode);
  const structure = structureIssues(tree, company);
  const owners = [...tree.ofType('person'), ...tree.ofType('legalEntity')].map((o) => ({
    status: ownerStatus(tree, o),
    section: ownerSection(tree, o, company),
  }));
  const ownersOf = (s: CompletenessSection) => owners.filter((o) => o.section === s).map((o) => o.status);
  const issuesOf = (s: CompletenessSection) => structure.filter((i) => i.section === s);
  const sections = [
    dashboardSection(company, dashboard),
    ...(company.companyType === 'corporate' ? [section('corporate', companyDocuments(tree, company), [], [])] : []),
    company.companyType === 'corporate'
      ? section('shareholders', [], ownersOf('shareholders'), issuesOf('shareholders'))
      : section('account_holder', [], ownersOf('account_holder'), issuesOf('account_holder')),
    section('managing_directors', [], ownersOf('managing_directors'), issuesOf('managing_directors')),
  ];
  return { sections, complete: sections.every((s) => s.complete), structure };
}
