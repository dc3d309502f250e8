import { badRequest, notFound } from '@app/core/server';
import type { DossierObjectSummary, DossierServices, SectionType } from '@app/plugin-dossier/shared';
import { SECTION_TYPES, sectionPath } from '@app/plugin-dossier/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TASK_MESSAGES as M, type Concern, type Reference } from '../shared/index.ts';

const SECTION_LABELS: Record<SectionType, string> = {
  dashboard: 'Dashboard',
  corporate: 'Corporate',
  shareholders: 'Shareholders',
  account_holder: 'Account Holder',
  managing_directors: 'Managing Directors',
  transaction_profile: 'Transaction Profile',
  subsidiary: 'Subsidiary',
  document_history: 'Review History',
};
const OWNER_TYPE = { individual: 'person', entity: 'legalEntity' } as const;
const isSection = (t: string): t is SectionType => (SECTION_TYPES as string[]).includes(t);

const text = (o: DossierObjectSummary | null, name: string): string => {
  const f = o?.fields[name] as { value?: unknown; new_value?: unknown } | undefined;
  const v = f?.value ?? f?.new_value;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
};
const humanize = (s: string) => s.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Checks each reference against the dossier (ADR 0040): the objects exist in this organisation and belong to the task's client. */
export async function checkReferences(
  dossier: DossierServices,
  em: EntityManager,
  organizationId: string,
  companyId: string,
  refs: readonly Reference[],
): Promise<Reference[]> {
  const out: Reference[] = [];
  for (const ref of refs) {
    const sectionId = ref.section_id ?? null;
    const fileId = ref.file_id ?? null;
    const section = sectionId ? await dossier.object(em, organizationId, sectionId) : null;
    const file = fileId ? await dossier.object(em, organizationId, fileId) : null;
    if ((sectionId && !section) || (fileId && !file)) throw notFound(M.referenceNotFound);
    if ((section && section.companyId !== companyId) || (file && file.companyId !== companyId))
      throw badRequest(M.referenceOtherCompany, 'concerns');
    if (file && file.objectType !== 'kyc_file') throw badRequest(M.referenceKind('a file'), 'concerns');
    if (ref.section_type === 'corporate_file') {
      if (!file) throw badRequest(M.referenceIncomplete, 'concerns');
      if (file.parentId) throw badRequest(M.referenceKind('a corporate file'), 'concerns');
    } else if (ref.section_type === 'individual' || ref.section_type === 'entity') {
      const type = OWNER_TYPE[ref.section_type];
      if (!section) throw badRequest(M.referenceIncomplete, 'concerns');
      if (section.objectType !== type)
        throw badRequest(
          M.referenceKind(ref.section_type === 'individual' ? 'a person' : 'a legal entity'),
          'concerns',
        );
      if (file && file.parentId !== section.id) throw badRequest(M.referenceKind('a file of this section'), 'concerns');
    }
    out.push({ section_type: ref.section_type, section_id: sectionId, file_id: fileId });
  }
  return out;
}

/** The dossier tab holding a person or entity: under a managing director, else the shareholders (or account holder) tab. */
async function ownerTab(
  dossier: DossierServices,
  em: EntityManager,
  organizationId: string,
  start: DossierObjectSummary,
  accountHolder: boolean,
): Promise<SectionType> {
  let parentId = start.parentId;
  for (let depth = 0; parentId && depth < 8; depth++) {
    const parent = await dossier.object(em, organizationId, parentId);
    if (!parent) break;
    if (parent.objectType === 'mbd_related') return 'managing_directors';
    parentId = parent.parentId;
  }
  return accountHolder ? 'account_holder' : 'shareholders';
}

/** References as links: the tab they open with `?highlight=` and a readable label. */
export async function resolveConcerns(
  dossier: DossierServices,
  em: EntityManager,
  organizationId: string,
  companyId: string,
  refs: readonly Reference[],
): Promise<Concern[]> {
  const company = await dossier.company(em, organizationId, companyId);
  const accountHolder = company?.companyType === 'account_holder';
  const out: Concern[] = [];
  for (const ref of refs) {
    const sectionId = ref.section_id ?? null;
    const fileId = ref.file_id ?? null;
    const section = sectionId ? await dossier.object(em, organizationId, sectionId) : null;
    const file = fileId ? await dossier.object(em, organizationId, fileId) : null;
    const fileLabel = file ? humanize(text(file, 'title') || text(file, 'documentType') || 'File') : '';
    let tab: SectionType;
    let label: string;
    if (isSection(ref.section_type)) {
      tab = ref.section_type;
      label = [SECTION_LABELS[tab], fileLabel].filter(Boolean).join(' — ');
    } else if (ref.section_type === 'corporate_file') {
      tab = 'corporate';
      label = `Corporate — ${fileLabel || 'File'}`;
    } else {
      tab = section ? await ownerTab(dossier, em, organizationId, section, accountHolder) : 'shareholders';
      const name =
        ref.section_type === 'individual'
          ? `${text(section, 'firstName')} ${text(section, 'lastName')}`.trim()
          : text(section, 'name');
      label = [name || (ref.section_type === 'individual' ? 'Person' : 'Legal entity'), fileLabel]
        .filter(Boolean)
        .join(' — ');
    }
    const exists = (!sectionId || Boolean(section)) && (!fileId || Boolean(file));
    out.push({
      section_type: ref.section_type,
      section_id: sectionId,
      file_id: fileId,
      section: tab,
      path: sectionPath(companyId, tab, fileId ?? sectionId),
      label,
      exists,
    });
  }
  return out;
}
