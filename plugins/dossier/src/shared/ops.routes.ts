import { defineRoute, Nullable, Type } from '@app/core/shared';
import type { DossierObjectWire } from './objects.ts';
import { PROFILE_FIELD_NAMES } from './ops/profile-fields.ts';

/** Contract routes of the dossier's ops area: account numbers, transaction profiles, subsidiaries (ADR 0038). */
const AnyId = Type.String({ maxLength: 64 });
const Snapshot = {
  snapshotId: Type.Optional(Type.String({ maxLength: 64 })),
  snapshot_id: Type.Optional(Type.String({ maxLength: 64 })),
};
const Wire = Type.Unsafe<DossierObjectWire>(Type.Unknown());
const Change = { status: Type.String(), message: Type.String(), change_id: Nullable(Type.String()) };
const Text = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

/** An account's profile as it travels: the profile fields plus its account number object. */
export interface ProfileWire extends DossierObjectWire {
  account: DossierObjectWire | null;
}
const ProfileWireSchema = Type.Unsafe<ProfileWire>(Type.Unknown());
export interface SubsidiaryWire extends DossierObjectWire {
  createdAt: string;
  file: DossierObjectWire | null;
}
const SubsidiaryWireSchema = Type.Unsafe<SubsidiaryWire>(Type.Unknown());

/** 'Add Account Number' [001:66, 403]: the account and its transaction profile exist at once (ADR 0038). */
export const createAccountNumber = defineRoute({
  operationId: 'createAccountNumber',
  method: 'POST',
  url: 'account-number/create',
  permission: 'create_transaction_profile',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ company_id: AnyId, account_number: Text(64), ...Snapshot }, { additionalProperties: false }),
  response: Type.Object({ ...Change, account_number: Wire, transaction_profile: ProfileWireSchema }),
});

export const updateAccountNumber = defineRoute({
  operationId: 'updateAccountNumber',
  method: 'PUT',
  url: 'account-number/update/:id',
  permission: 'update_dashboard',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object(
    { id: AnyId, account_number: Nullable(Type.String({ maxLength: 200 })), ...Snapshot },
    { additionalProperties: false },
  ),
  response: Type.Object({ ...Change, account_number: Wire }),
});

export const getAccountNumber = defineRoute({
  operationId: 'getAccountNumber',
  method: 'GET',
  url: 'get-account-number/:id',
  permission: 'view_dashboard_tab',
  tags: ['dossier'],
  querystring: Type.Object({ id: AnyId }),
  response: Type.Object({ account_number: Wire }),
});

const profileBody = Object.fromEntries(
  PROFILE_FIELD_NAMES.map((f) => [f, Text(f === 'comments' ? 6000 : 1200)]),
) as Record<(typeof PROFILE_FIELD_NAMES)[number], ReturnType<typeof Text>>;
export const updateTransactionProfile = defineRoute({
  operationId: 'updateTransactionProfile',
  method: 'PUT',
  url: 'transaction-profile/update/:id',
  permission: 'update_transaction_profile',
  tags: ['dossier'],
  proposes: 'change',
  summary: 'Propose changed profile fields (bands from their lists, first counterparty of each direction mandatory)',
  body: Type.Object(
    { id: AnyId, ...profileBody, account_number: Type.Optional(Type.Unknown()), ...Snapshot },
    { additionalProperties: false },
  ),
  response: Type.Object({ ...Change, transactional_profile: ProfileWireSchema }),
});

export const getTransactionalProfile = defineRoute({
  operationId: 'getTransactionalProfile',
  method: 'GET',
  url: 'get-transactional-profile/:id',
  permission: 'view_transaction_profile',
  tags: ['dossier'],
  querystring: Type.Object({ id: AnyId }),
  response: Type.Object({ transactional_profile: ProfileWireSchema }),
});

/** The profiles of a client with their accounts (the Transaction Profile tab), snapshot-aware. */
export const listTransactionProfiles = defineRoute({
  operationId: 'listTransactionProfiles',
  method: 'GET',
  url: 'transaction-profile/list',
  permission: 'view_transaction_profile',
  tags: ['dossier'],
  querystring: Type.Object({ company_id: AnyId, ...Snapshot }),
  response: Type.Object({ transactional_profile: Type.Array(ProfileWireSchema) }),
});

export const listSubsidiaries = defineRoute({
  operationId: 'listSubsidiaries',
  method: 'GET',
  url: 'subsidiaries/list',
  permission: 'view_subsidiary',
  tags: ['dossier'],
  querystring: Type.Object({ company_id: AnyId, ...Snapshot }),
  response: Type.Object({ subsidiaries: Type.Array(SubsidiaryWireSchema) }),
});

const SubsidiaryFields = {
  name: Text(300),
  last_annual_account_on_file: Type.Optional(Nullable(Type.Union([Type.Integer(), Type.String({ maxLength: 8 })]))),
  comment: Text(6000),
};
export const createSubsidiary = defineRoute({
  operationId: 'createSubsidiary',
  method: 'POST',
  url: 'subsidiaries/create',
  permission: 'create_subsidiary',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ company_id: AnyId, ...SubsidiaryFields, ...Snapshot }, { additionalProperties: false }),
  response: Type.Object({ ...Change, subsidiary: SubsidiaryWireSchema, file: Wire }),
});

export const editSubsidiary = defineRoute({
  operationId: 'editSubsidiary',
  method: 'POST',
  url: 'subsidiaries/edit',
  permission: 'update_subsidiary',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ _id: AnyId, ...SubsidiaryFields, ...Snapshot }, { additionalProperties: false }),
  response: Type.Object({ ...Change, subsidiary: SubsidiaryWireSchema }),
});

export const getSubsidiary = defineRoute({
  operationId: 'getSubsidiary',
  method: 'GET',
  url: 'get-subsidiary/:id',
  permission: 'view_subsidiary',
  tags: ['dossier'],
  querystring: Type.Object({ id: AnyId, dependencies: Type.Optional(Type.String({ maxLength: 5 })) }),
  response: Type.Object({ subsidiary: SubsidiaryWireSchema }),
});
