import { approve, approvedCorporate } from '@app/plugin-dossier/server/test-helpers';
import { dossierRoutes as r, FILE_PATHS } from '@app/plugin-dossier/shared';
import { ddRoutes as dd } from '@app/plugin-due-diligence/shared';
import { screeningRoutes as s } from '@app/plugin-screening/shared';
import {
  pendingOf,
  val,
  text,
  uniq,
  ok,
  changeOf,
  upload,
  fileInfo,
  approvedDocument,
  dashboard,
  node,
  approvedUboPerson,
  approvedDd,
  sanctionList,
  ddRead,
  type Scenario,
} from './four-eyes-env.ts';
import { peopleScenarios } from './four-eyes-people.ts';

export type { Case, Env, Scenario } from './four-eyes-env.ts';

export const scenarios: Record<string, Scenario> = {
  async createCompany(env) {
    let id = '';
    const name = uniq('Four Eyes Created');
    return {
      byA: async () => {
        const res = await ok(
          env.api.call(r.createCompany, { company_type: 'corporate', name, location_type: 'abroad' }, env.a.token),
          'create-company',
        );
        id = res.company._id;
        return res.change_id;
      },
      byB: () =>
        changeOf(env.api.call(r.updateKycReview, { id, risk_level: 'high' }, env.b.token), 'update/kyc-review'),
      read: () => dashboard(env, id, ['name', 'risk_level']),
      expected: { name, risk_level: 'high' },
    };
  },

  async updateKycReview(env) {
    const id = await approvedCorporate(env.api, env.org, uniq('Four Eyes Dashboard'));
    return {
      byA: () =>
        changeOf(
          env.api.call(r.updateKycReview, { id, risk_level: 'medium', chamber_of_commerce: '123456' }, env.a.token),
          'A dashboard',
        ),
      byB: () =>
        changeOf(
          env.api.call(r.updateKycReview, { id, risk_level: 'high', current_fiscal_year: 2026 }, env.b.token),
          'B dashboard',
        ),
      read: () => dashboard(env, id, ['risk_level', 'chamber_of_commerce', 'current_fiscal_year']),
      expected: { risk_level: 'high', chamber_of_commerce: '123456', current_fiscal_year: 2026 },
      overwritten: { field: 'risk_level', a: 'medium' },
    };
  },

  async restoreSnapshot(env) {
    const id = await approvedCorporate(env.api, env.org, uniq('Four Eyes Restore'));
    await approve(
      env.api,
      env.org.checker.token,
      await changeOf(
        env.api.call(r.updateKycReview, { id, chamber_of_commerce: '111111' }, env.org.maker.token),
        'setup',
      ),
    );
    const snapshot = (
      await ok(
        env.api.call(r.completeReport, { company_id: id, label: 'Before' }, env.org.checker.token),
        'complete-report',
      )
    ).snapshot._id as string;
    await approve(
      env.api,
      env.org.checker.token,
      await changeOf(
        env.api.call(r.updateKycReview, { id, chamber_of_commerce: '222222' }, env.org.maker.token),
        'setup',
      ),
    );
    return {
      byA: () =>
        changeOf(env.api.call(r.updateKycReview, { id, current_fiscal_year: 2026 }, env.a.token), 'A dashboard'),
      // The restore sets chamber_of_commerce back and the fiscal year A proposed back to the revision's (none).
      byB: async () =>
        (await ok(env.api.call(r.restoreSnapshot, { id: snapshot }, env.b.token), 'snapshot-restore')).change_ids[0] ??
        null,
      read: () => dashboard(env, id, ['chamber_of_commerce', 'current_fiscal_year']),
      expected: { chamber_of_commerce: '111111', current_fiscal_year: null },
      overwritten: { field: 'current_fiscal_year', a: 2026 },
      keeps: ['current_fiscal_year'],
    };
  },

  async uploadKycFile(env) {
    const { companyId, id } = await approvedDocument(env, 'kyc-sr-7');
    return {
      byA: () =>
        changeOf(
          env.api.call(
            r.commentUpload,
            { comment_structure: { id, comment_supervisor: text('Register checked by A') } },
            env.a.token,
          ),
          'A comment',
        ),
      byB: async () =>
        (
          await upload(
            env,
            env.b,
            FILE_PATHS.uploadKycFile,
            { company_id: companyId, documentType: 'kyc-sr-7' },
            'by-b.pdf',
          )
        ).body.change_id,
      read: async () => {
        const f = await fileInfo(env, id);
        return { filename: f.filename, comment_supervisor: f.comment_supervisor ?? null };
      },
      expected: { filename: 'by-b.pdf', comment_supervisor: text('Register checked by A') },
    };
  },

  async uploadFile(env) {
    const { companyId, personId } = await approvedUboPerson(env);
    const first = await upload(
      env,
      env.org.maker,
      FILE_PATHS.uploadFile,
      { company_id: companyId, owner_id: personId, documentType: 'passport_file' },
      'passport.pdf',
    );
    await approve(env.api, env.org.checker.token, first.body.change_id);
    const id = first.body.file.id as string;
    return {
      byA: () =>
        changeOf(
          env.api.call(
            r.commentUpload,
            { comment_structure: { id, comment_supervisor: text('Passport seen by A') } },
            env.a.token,
          ),
          'A comment',
        ),
      byB: async () =>
        (
          await upload(
            env,
            env.b,
            FILE_PATHS.uploadFile,
            { company_id: companyId, owner_id: personId, documentType: 'passport_file' },
            'passport-b.pdf',
          )
        ).body.change_id,
      read: async () => {
        const f = await fileInfo(env, id);
        return { filename: f.filename, comment_supervisor: f.comment_supervisor ?? null };
      },
      expected: { filename: 'passport-b.pdf', comment_supervisor: text('Passport seen by A') },
    };
  },

  async updateFile(env) {
    const { companyId, id } = await approvedDocument(env, 'kyc-aa-y1-12', {
      year: '2025',
      fiscal_year_ending_on: '2025-12-31',
    });
    return {
      byA: async () =>
        (
          await upload(
            env,
            env.a,
            FILE_PATHS.uploadKycFile,
            { company_id: companyId, documentType: 'kyc-aa-y1-12' },
            'by-a.pdf',
          )
        ).body.change_id,
      byB: async () =>
        (
          await env.api.app.inject({
            method: 'POST',
            url: FILE_PATHS.updateFile(id),
            payload: { year: 2024 },
            headers: { authorization: `Bearer ${env.b.token}` },
          })
        ).json().change_id,
      read: async () => {
        const f = await fileInfo(env, id);
        return { filename: f.filename, year: f.year ?? null };
      },
      expected: { filename: 'by-a.pdf', year: 2024 },
    };
  },

  async createFileSection(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Bank'));
    let id = '';
    return {
      byA: async () => {
        const res = await ok(
          env.api.call(
            r.createFileSection,
            { company_id: companyId, documentType: 'scfba', bank_name: 'Rabobank' },
            env.a.token,
          ),
          'file-section',
        );
        id = res.file.id;
        return res.change_id;
      },
      byB: async () =>
        (
          await upload(
            env,
            env.b,
            FILE_PATHS.uploadKycFile,
            { company_id: companyId, documentType: 'scfba', kyc_file_id: id },
            'card.pdf',
          )
        ).body.change_id,
      read: async () => {
        const f = await fileInfo(env, id);
        return { filename: f.filename, bank_name: f.bank_name ?? null };
      },
      expected: { filename: 'card.pdf', bank_name: 'Rabobank' },
    };
  },

  async updateListingServices(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Listing'), 'abroad');
    const first = await ok(
      env.api.call(r.updateListingServices, { company_id: companyId, value: 'Directorship' }, env.org.maker.token),
      'listing',
    );
    await approve(env.api, env.org.checker.token, first.change_id);
    const id = first.listingServices._id as string;
    const read = async () => {
      const l = (await ok(env.api.call(r.kycFilesInfo, { company_id: companyId }, env.c.token), 'bundle'))
        .listingServices[0] as Record<string, unknown>;
      return { value: l.value ?? null, comment_supervisor: l.comment_supervisor ?? null };
    };
    return {
      byA: () =>
        changeOf(
          env.api.call(
            r.commentUpload,
            { comment_structure: { id, comment_supervisor: text('Agreed in the engagement letter') } },
            env.a.token,
          ),
          'A comment',
        ),
      byB: () =>
        changeOf(
          env.api.call(
            r.updateListingServices,
            { company_id: companyId, value: 'Directorship and bookkeeping' },
            env.b.token,
          ),
          'B listing',
        ),
      read,
      expected: { value: 'Directorship and bookkeeping', comment_supervisor: text('Agreed in the engagement letter') },
    };
  },

  /** The reported case: a compliance officer's comment joins a pending file change. */
  async commentUpload(env) {
    const { companyId, id } = await approvedDocument(env, 'kyc-oc-6');
    return {
      byA: async () =>
        (
          await upload(
            env,
            env.a,
            FILE_PATHS.uploadKycFile,
            { company_id: companyId, documentType: 'kyc-oc-6' },
            'new-extract.pdf',
          )
        ).body.change_id,
      byB: () =>
        changeOf(
          env.api.call(
            r.commentUpload,
            { comment_structure: { id, comment_compliance_officer: text('Fine by compliance') } },
            env.officer.token,
          ),
          'officer comment',
        ),
      extender: env.officer,
      read: async () => {
        const f = await fileInfo(env, id);
        return { filename: f.filename, comment_compliance_officer: f.comment_compliance_officer ?? null };
      },
      expected: { filename: 'new-extract.pdf', comment_compliance_officer: text('Fine by compliance') },
    };
  },

  async createAccountNumber(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Account'));
    let id = '';
    return {
      byA: async () => {
        const res = await ok(
          env.api.call(r.createAccountNumber, { company_id: companyId, account_number: 'CW12 0001' }, env.a.token),
          'account-number/create',
        );
        id = res.account_number._id;
        return res.change_id;
      },
      byB: () =>
        changeOf(env.api.call(r.updateAccountNumber, { id, account_number: 'CW12 0002' }, env.b.token), 'B account'),
      read: async () => ({
        account_number: val(
          (await ok(env.api.call(r.getAccountNumber, { id }, env.c.token), 'get account')).account_number
            .account_number,
        ),
      }),
      expected: { account_number: 'CW12 0002' },
      overwritten: { field: 'account_number', a: 'CW12 0001' },
    };
  },

  async updateAccountNumber(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Account Edit'));
    const id = (
      await ok(env.api.call(r.createAccountNumber, { company_id: companyId }, env.org.maker.token), 'account')
    ).account_number._id as string;
    return {
      byA: () =>
        changeOf(
          env.api.call(r.updateAccountNumber, { id, account_number: 'NL91ABNA0417164300' }, env.a.token),
          'A account',
        ),
      byB: () =>
        changeOf(
          env.api.call(r.updateAccountNumber, { id, account_number: 'NL91ABNA0417164399' }, env.b.token),
          'B account',
        ),
      read: async () => ({
        account_number: val(
          (await ok(env.api.call(r.getAccountNumber, { id }, env.c.token), 'get account')).account_number
            .account_number,
        ),
      }),
      expected: { account_number: 'NL91ABNA0417164399' },
      overwritten: { field: 'account_number', a: 'NL91ABNA0417164300' },
    };
  },

  async updateTransactionProfile(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Profile'));
    const id = (
      await ok(env.api.call(r.createAccountNumber, { company_id: companyId }, env.org.maker.token), 'account')
    ).transaction_profile._id as string;
    const FULL = {
      incoming_counterparty: 'Players of the casino',
      outgoing_counterparty: 'Payment provider',
      comments: 'Seasonal peaks in December',
    };
    return {
      byA: () => changeOf(env.api.call(r.updateTransactionProfile, { id, ...FULL }, env.a.token), 'A profile'),
      byB: () =>
        changeOf(
          env.api.call(
            r.updateTransactionProfile,
            { id, name_bank: 'MCB', comments: 'Peaks in December and July' },
            env.b.token,
          ),
          'B profile',
        ),
      read: async () => {
        const p = (await ok(env.api.call(r.getTransactionalProfile, { id }, env.c.token), 'get profile'))
          .transactional_profile as Record<string, unknown>;
        return {
          outgoing_counterparty: val(p.outgoing_counterparty),
          name_bank: val(p.name_bank),
          comments: val(p.comments),
        };
      },
      expected: { outgoing_counterparty: 'Payment provider', name_bank: 'MCB', comments: 'Peaks in December and July' },
      overwritten: { field: 'comments', a: 'Seasonal peaks in December' },
    };
  },

  async createSubsidiary(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Parent'));
    let id = '';
    return {
      byA: async () => {
        const res = await ok(
          env.api.call(
            r.createSubsidiary,
            { company_id: companyId, name: 'Sub One BV', last_annual_account_on_file: 2024 },
            env.a.token,
          ),
          'subsidiaries/create',
        );
        id = res.subsidiary._id;
        return res.change_id;
      },
      byB: () =>
        changeOf(
          env.api.call(r.editSubsidiary, { _id: id, comment: 'Dormant since 2023' }, env.b.token),
          'B subsidiary',
        ),
      read: () => node(env, r.getSubsidiary, 'subsidiary', id, ['name', 'comment']),
      expected: { name: 'Sub One BV', comment: 'Dormant since 2023' },
    };
  },

  async editSubsidiary(env) {
    const companyId = await approvedCorporate(env.api, env.org, uniq('Four Eyes Parent'));
    const sub = await ok(
      env.api.call(
        r.createSubsidiary,
        { company_id: companyId, name: 'Sub Zero BV', last_annual_account_on_file: 2024 },
        env.org.maker.token,
      ),
      'sub',
    );
    await approve(env.api, env.org.checker.token, sub.change_id);
    const id = sub.subsidiary._id as string;
    return {
      byA: () =>
        changeOf(env.api.call(r.editSubsidiary, { _id: id, name: 'Sub Alpha BV' }, env.a.token), 'A subsidiary'),
      byB: () =>
        changeOf(
          env.api.call(
            r.editSubsidiary,
            { _id: id, name: 'Sub Beta BV', last_annual_account_on_file: 2025 },
            env.b.token,
          ),
          'B subsidiary',
        ),
      read: () => node(env, r.getSubsidiary, 'subsidiary', id, ['name', 'last_annual_account_on_file']),
      expected: { name: 'Sub Beta BV', last_annual_account_on_file: 2025 },
      overwritten: { field: 'name', a: 'Sub Alpha BV' },
    };
  },

  ...peopleScenarios(),

  async saveSanctionAsPdf(env) {
    await sanctionList(env);
    const { companyId, personId } = await approvedUboPerson(env);
    const first = await upload(
      env,
      env.org.maker,
      FILE_PATHS.uploadFile,
      { company_id: companyId, owner_id: personId, documentType: 'world_check' },
      'wc.pdf',
    );
    await approve(env.api, env.org.checker.token, first.body.change_id);
    const id = first.body.file.id as string;
    // The supervisor answers after the account manager (seed tiers): the account manager's answer is approved first.
    await approve(
      env.api,
      env.org.checker.token,
      await changeOf(
        env.api.call(r.commentUpload, { comment_structure: { id, sanctions_found: 'NO' } }, env.org.maker.token),
        'AM answer',
      ),
    );
    return {
      byA: () =>
        changeOf(
          env.api.call(r.commentUpload, { comment_structure: { id, sanctions_found_supervisor: 'NO' } }, env.a.token),
          'A answer',
        ),
      byB: async () => {
        const search = await ok(
          env.api.call(
            s.sanctionScreening,
            { firstname: 'Uma', surname: 'Berg', dob: '1980-01-01', nationality: 'NL', person_id: personId },
            env.b.token,
          ),
          'screening',
        );
        await ok(
          env.api.call(
            s.saveSanctionAsPdf,
            { person_id: personId, sanctionIndex: 0, search_id: search.search_id },
            env.b.token,
          ),
          'save-sanction-as-pdf',
        );
        return (await pendingOf(env, companyId)).find((c) => c.object_id === id)?._id ?? null;
      },
      read: async () => {
        const f = await fileInfo(env, id);
        return {
          pdf: /^sanction-screening-/.test(String(f.filename)),
          sanctions_found_supervisor: f.sanctions_found_supervisor ?? null,
        };
      },
      expected: { pdf: true, sanctions_found_supervisor: 'NO' },
    };
  },

  async saveDueDiligence(env) {
    const id = await approvedDd(env);
    return {
      byA: async () =>
        (await ok(env.api.call(dd.saveDueDiligence, { id, record: { position: 'Chair' } }, env.a.token), 'A dd'))
          .change_ids[0] ?? null,
      byB: async () =>
        (
          await ok(
            env.api.call(
              dd.saveDueDiligence,
              { id, record: { position: 'Owner', filler_full_name: 'Piet Pieters' } },
              env.b.token,
            ),
            'B dd',
          )
        ).change_ids[0] ?? null,
      read: async () => {
        const d = (await ddRead(env, id)).dueDiligence;
        return { position: d.position, filler_full_name: d.filler_full_name };
      },
      expected: { position: 'Owner', filler_full_name: 'Piet Pieters' },
      overwritten: { field: 'position', a: 'Chair' },
    };
  },

  async addDueDiligenceElement(env) {
    const id = await approvedDd(env);
    let el = '';
    return {
      byA: async () => {
        const res = await ok(
          env.api.call(dd.addElement, { id, type: 'director', name: 'New Director' }, env.a.token),
          'add-element',
        );
        el = res.element._id;
        return res.change_id ?? null;
      },
      byB: async () =>
        (
          await ok(
            env.api.call(
              dd.saveDueDiligence,
              { id, elements: [{ _id: el, place_of_birth: 'Willemstad' }] },
              env.b.token,
            ),
            'B element',
          )
        ).change_ids[0] ?? null,
      read: async () => {
        const e = (await ddRead(env, id)).elements.find((x) => x._id === el);
        return { full_name: e?.full_name ?? null, place_of_birth: e?.place_of_birth ?? null };
      },
      expected: { full_name: 'New Director', place_of_birth: 'Willemstad' },
    };
  },
};
