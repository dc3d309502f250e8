import { ApiError, type Http } from '@app/core/client';
import {
  cleanProfileValues,
  validateProfile,
  validateSubsidiary,
  type DossierObjectWire,
  type ProfileWire,
  type SubsidiaryWire,
} from '../shared/index.ts';
import type { DossierFakeContext, DossierHandlers } from './dossier.fake-http.ts';

const wire = (
  c: DossierFakeContext,
  companyId: string,
  type: DossierObjectWire['object_type'],
  fields: Record<string, unknown>,
  parent: string | null = null,
  pending = false,
): DossierObjectWire => ({
  _id: c.nextId(),
  object_type: type,
  company_id: companyId,
  parent_id: parent,
  position: 0,
  pending_creation: pending,
  ...Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, pending ? { value: null, new_value: v } : { value: v }]),
  ),
});
const propose = (o: DossierObjectWire, values: Record<string, unknown>) => {
  for (const [k, v] of Object.entries(values))
    o[k] = { value: (o[k] as { value?: unknown } | undefined)?.value ?? null, new_value: v };
};
const notFound = (message: string) => new ApiError(404, { message });
const invalid = (errors: { field: string; message: string }[]) =>
  new ApiError(400, { message: errors[0]!.message, errors });

/** A realistic pair of accounts with their profiles and two subsidiaries for a story company. */
export function opsFakeObjects(c: DossierFakeContext, companyId: string): DossierObjectWire[] {
  const p1 = wire(c, companyId, 'transaction_profile', {
    name_bank: "Maduro & Curiel's Bank",
    currency: 'USD',
    expected_transaction_incoming_info: 'Curaçao, Netherlands',
    expected_transaction_outgoing_info: 'United States, Malta',
    transaction_value_incoming: '3_001_10_000',
    transaction_value_outgoing: 'less_than_3_000',
    monthly_turnover_incoming: '10_001_50_000',
    monthly_turnover_outgoing: 'less_than_10_000',
    monthly_frequency_of_transaction_incoming: '11_50',
    monthly_frequency_of_transaction_outgoing: 'less_than_10',
    incoming_counterparty: 'Online players',
    outgoing_counterparty: 'Payment service provider',
  });
  const a1 = wire(c, companyId, 'account_number', { account_number: 'CW12 MCBK 0000 1234 56' }, p1._id);
  const p2 = wire(c, companyId, 'transaction_profile', {}, null);
  const a2 = wire(c, companyId, 'account_number', {}, p2._id);
  propose(a2, { account_number: 'NL91 ABNA 0417 1643 00' });
  const s1 = {
    ...wire(c, companyId, 'subsidiary', {
      name: 'Atlantic Gaming Services BV',
      last_annual_account_on_file: 2024,
      comment: 'Audited by KPMG',
    }),
    createdAt: '2026-10-02T09:15:00.000Z',
  };
  const s2 = {
    ...wire(c, companyId, 'subsidiary', { name: 'Harbour Payments NV', last_annual_account_on_file: 2025 }, null, true),
    createdAt: '2026-11-20T14:40:00.000Z',
  };
  return [p1, a1, p2, a2, s1, s2];
}

/** Answers `delete-object` (workflow) in stories: the removal request is submitted. */
export const withWorkflowFakes = (http: Http): Http =>
  (async (route, input) =>
    route.operationId === 'deleteObject'
      ? { status: 'success', message: 'Deleted request has been submitted successfully' }
      : http(route, input as never)) as Http;

/** Fake answers of the dossier's ops calls for stories. */
export const opsFakeHandlers = (c: DossierFakeContext): DossierHandlers => {
  const { state } = c;
  const find = (id: string, type: DossierObjectWire['object_type']) =>
    state.objects.find((o) => o._id === id && o.object_type === type);
  const company = (id: string) => {
    if (!state.companies.some((x) => x._id === id)) throw notFound('Client not found');
  };
  const profile = (p: DossierObjectWire): ProfileWire => {
    const account = state.objects.find((o) => o.object_type === 'account_number' && o.parent_id === p._id) ?? null;
    return { ...p, account_number: { value: account?._id ?? null }, account };
  };
  const subsidiary = (s: DossierObjectWire): SubsidiaryWire =>
    ({ createdAt: new Date().toISOString(), file: null, ...s }) as SubsidiaryWire;
  return {
    createAccountNumber: ({ company_id, account_number }) => {
      company(company_id);
      if (account_number !== undefined && !account_number?.trim())
        throw invalid([{ field: 'account_number', message: 'Account number must be 1 to 64 characters' }]);
      const p = wire(c, company_id, 'transaction_profile', {});
      const a = wire(c, company_id, 'account_number', {}, p._id);
      state.objects.push(p, a);
      if (account_number) propose(a, { account_number: account_number.trim() });
      return {
        status: 'success',
        message: 'Account Number added successfully',
        change_id: account_number ? c.nextId() : null,
        account_number: a,
        transaction_profile: profile(p),
      };
    },
    updateAccountNumber: ({ id, account_number }) => {
      const a = find(id, 'account_number');
      if (!a) throw notFound('Account number not found');
      if (!account_number?.trim())
        throw invalid([{ field: 'account_number', message: 'Account number must be 1 to 64 characters' }]);
      propose(a, { account_number: account_number.trim() });
      return { status: 'success', message: 'Data saved successfully', change_id: c.nextId(), account_number: a };
    },
    getAccountNumber: ({ id }) => ({
      account_number:
        find(id, 'account_number') ??
        (() => {
          throw notFound('Account number not found');
        })(),
    }),
    listTransactionProfiles: ({ company_id }) => ({
      transactional_profile: state.objects
        .filter((o) => o.company_id === company_id && o.object_type === 'transaction_profile')
        .map(profile),
    }),
    getTransactionalProfile: ({ id }) => {
      const p = find(id, 'transaction_profile');
      if (!p) throw notFound('Transaction profile not found');
      return { transactional_profile: profile(p) };
    },
    updateTransactionProfile: (input) => {
      const p = find(input.id, 'transaction_profile');
      if (!p) throw notFound('Transaction profile not found');
      const values = cleanProfileValues(input as Record<string, unknown>);
      const errors = validateProfile(values, p as never);
      if (errors.length) throw invalid(errors);
      propose(p, values);
      return {
        status: 'success',
        message: 'Data saved successfully',
        change_id: c.nextId(),
        transactional_profile: profile(p),
      };
    },
    listSubsidiaries: ({ company_id }) => ({
      subsidiaries: state.objects
        .filter((o) => o.company_id === company_id && o.object_type === 'subsidiary')
        .map(subsidiary),
    }),
    getSubsidiary: ({ id }) => ({
      subsidiary: subsidiary(
        find(id, 'subsidiary') ??
          (() => {
            throw notFound('Associated object was not found');
          })(),
      ),
    }),
    createSubsidiary: (input) => {
      company(input.company_id);
      const { errors, values } = validateSubsidiary(input);
      if (!values) throw invalid(errors);
      const s = {
        ...wire(c, input.company_id, 'subsidiary', { ...values }, null, true),
        createdAt: new Date().toISOString(),
      };
      const file = wire(c, input.company_id, 'kyc_file', { documentType: 'subsidiaries', subsidiary_id: s._id }, s._id);
      state.objects.push(s, file);
      return {
        status: 'success',
        message: `Subsidiary ${values.name} added successfully`,
        change_id: c.nextId(),
        subsidiary: subsidiary(s),
        file,
      };
    },
    editSubsidiary: (input) => {
      const s = find(input._id, 'subsidiary');
      if (!s) throw notFound('Associated object was not found');
      const { errors, values } = validateSubsidiary({
        name: input.name,
        last_annual_account_on_file: input.last_annual_account_on_file,
        comment: input.comment,
      });
      if (!values) throw invalid(errors);
      propose(s, { ...values });
      return {
        status: 'success',
        message: `Subsidiary ${values.name} edited successfully`,
        change_id: c.nextId(),
        subsidiary: subsidiary(s),
      };
    },
  };
};
