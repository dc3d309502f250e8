import type { Principal } from '@app/core/plugin-api';
import { HttpError } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  emptyUserInfo,
  FIU_MESSAGES as M,
  validateUserChanges,
  type SaveUserChanges,
  type UserInfoResponse,
} from '../shared/index.ts';
import { UserInfoEntity } from './fiu.entities.ts';

/** The account's e-mail state lives in the auth plugin's table; read-only here (no service for it yet). */
async function accountEmail(em: EntityManager, userId: string): Promise<{ email: string; verified: boolean }> {
  const [row] = await em.execute<{ email: string; email_verified: boolean }[]>(
    'select email, email_verified from auth_user where id = ?',
    [userId],
  );
  return { email: row?.email ?? '', verified: Boolean(row?.email_verified) };
}

export async function loadUserInfo(em: EntityManager, userId: string): Promise<UserInfoResponse> {
  const account = await accountEmail(em, userId);
  const row = await em.findOne(UserInfoEntity, { userId });
  const empty = emptyUserInfo(account.email, account.verified);
  if (!row) return empty;
  const info: UserInfoResponse = {
    userInformation: { ...empty.userInformation, ...row.information, email_verified: account.verified },
    userAddress: { ...empty.userAddress, ...row.address },
    userPhone: { ...empty.userPhone, ...row.phone },
    complete: false,
  };
  info.complete = validateUserChanges(flatten(info)).length === 0;
  return info;
}

export function flatten(info: UserInfoResponse): SaveUserChanges {
  const { email_verified: _v, ...information } = info.userInformation;
  return { ...information, ...info.userAddress, ...info.userPhone };
}

const trimAll = (v: SaveUserChanges) =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim()])) as SaveUserChanges;

export async function saveUserInfo(
  em: EntityManager,
  principal: Principal,
  input: SaveUserChanges,
): Promise<UserInfoResponse> {
  const v = trimAll(input);
  const errors = validateUserChanges(v);
  if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
  const information = {
    rentity_id: v.rentity_id,
    rentity_branch: v.rentity_branch,
    title_name: v.title_name,
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    gender: v.gender,
    birth_date: v.birth_date ? v.birth_date.slice(0, 10) : '',
    id_number: v.id_number,
    nationality: v.nationality,
    occupation: v.occupation,
    passport_number: v.passport_number,
    pasport_country: v.passport_number ? v.pasport_country : '',
  };
  const address = {
    address_type: v.address_type,
    address: v.address,
    town: v.town,
    city: v.city,
    zip: v.zip,
    country: v.country,
    state: v.state,
  };
  const phone = {
    phone_type: v.phone_type,
    communication_type: v.communication_type,
    phone_prefix: v.phone_prefix,
    phone_number: v.phone_number,
  };
  const row = await em.findOne(UserInfoEntity, { userId: principal.userId });
  if (row) em.assign(row, { information, address, phone });
  else
    em.create(UserInfoEntity, {
      organization: principal.organizationId,
      userId: principal.userId,
      information,
      address,
      phone,
    });
  await em.flush();
  return loadUserInfo(em, principal.userId);
}

export const userInfoIncomplete = () => new HttpError(400, M.userInfoIncomplete);
