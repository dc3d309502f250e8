import { HttpError } from '@app/core/server';
import type { PersonScreeningSource } from '@app/plugin-screening/shared';
import type { WorkflowService } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { effective, PERSON_LABELS } from '../../shared/index.ts';
import { findCompany } from '../company.reviewable.ts';
import { CompanyEntity } from '../dossier.entities.ts';
import { DossierObjectEntity } from '../objects/object.entity.ts';
import { findObject } from '../objects/object.reviewable.ts';
import { createObject, updateObject } from '../objects/objects.service.ts';

export const SCREENING_NOT_AVAILABLE =
  'Sanction screening via the third-party API is not enabled for this client (dashboard: Sanction screening = YES)';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The person's `world_check` slot [001:180, 237]: a `kyc_file` child with that document type. */
async function worldCheckSlot(em: EntityManager, personId: string) {
  const files = await em.find(
    DossierObjectEntity,
    { parentId: personId, objectType: 'kyc_file', removed: false },
    { refresh: true },
  );
  return (
    files.find(
      (f) => effective(f.fields.documentType) === 'world_check' || f.fields.documentType?.value === 'world_check',
    ) ?? null
  );
}

/**
 * How the screening plugin reaches dossier persons (ADR 0039): details as the maker sees them
 * (pending values preferred; nationality = passport country), and the saved PDF filed in the person's
 * `world_check` slot as a pending file until a colleague approves it.
 */
export function personScreeningSource(workflow: WorkflowService): PersonScreeningSource {
  const nameOf = (person: { fields: Record<string, unknown> }) =>
    [text(effective(person.fields.firstName as never)), text(effective(person.fields.lastName as never))]
      .filter(Boolean)
      .join(' ') || 'Unnamed person';
  return {
    // The person form has no Nationality: the screening takes its Passport Country, so a gap is named that way.
    fieldLabels: {
      firstname: PERSON_LABELS.firstName,
      surname: PERSON_LABELS.lastName,
      dob: PERSON_LABELS.dateOfBirth,
      nationality: PERSON_LABELS.passportCountry,
    },
    async clientNames(em, _caller, ids) {
      const rows = await em.find(CompanyEntity, { id: { $in: ids }, removed: false }, { fields: ['id', 'listName'] });
      return Object.fromEntries(rows.map((c) => [String(c.id), c.listName || 'Unnamed client']));
    },
    async details(em, _caller, personId) {
      const person = await findObject(em, personId, 'person');
      if (!person) return null;
      const company = await findCompany(em, person.companyId);
      if (!company) return null;
      // Seed 001:273: screening from a person only when the client's dashboard says YES.
      if (company.fields.sanction_screening_available?.value !== 'YES')
        throw new HttpError(400, SCREENING_NOT_AVAILABLE);
      const v = (name: string) => text(effective(person.fields[name]));
      return {
        firstname: v('firstName'),
        surname: v('lastName'),
        dob: v('dateOfBirth'),
        nationality: v('passportCountry'),
        company_id: person.companyId,
      };
    },
    async subjectOf(em, _caller, ids) {
      let companyId = ids.company_id ?? null;
      if (ids.person_id) {
        const person = await findObject(em, ids.person_id, 'person');
        if (!person || (companyId && person.companyId !== companyId)) return null;
        companyId = person.companyId;
      }
      if (companyId && !(await findCompany(em, companyId))) return null;
      return { company_id: companyId };
    },
    async storePdf(em, caller, personId, pdf) {
      const person = await findObject(em, personId, 'person');
      if (!person) return null;
      const actor = { userId: caller.userId, organizationId: caller.organizationId, ip: caller.ip ?? null };
      const file = {
        id: pdf.id,
        serverName: pdf.storageKey,
        filename: pdf.filename,
        documentType: 'world_check',
        search_id: pdf.searchId,
      };
      const company = await findCompany(em, person.companyId);
      // Told to the user: the person's 'Sanction Screening' document [001:237], pending until approved.
      const filed = {
        company_id: person.companyId,
        client_name: company?.listName || 'Unnamed client',
        person_id: personId,
        person_name: nameOf(person),
        document_type: 'world_check',
        document_label: 'Sanction Screening',
        pending: true,
      };
      const slot = await worldCheckSlot(em, personId);
      if (slot) {
        await updateObject(em, workflow, actor, 'kyc_file', slot.id, { file });
        return { id: slot.id, file: pdf.filename, filed };
      }
      const created = await createObject(em, workflow, actor, {
        companyId: person.companyId,
        objectType: 'kyc_file',
        parentId: personId,
        values: { documentType: 'world_check', file },
      });
      return { id: created.id, file: pdf.filename, filed };
    },
  };
}
