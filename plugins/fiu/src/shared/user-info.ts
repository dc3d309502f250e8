import { Type, type Static } from '@app/core/shared';
import { COUNTRY_CODES, PREFIXES } from './countries.ts';
import { FIU_MESSAGES as M } from './messages.ts';
import { helpers } from './validation-helpers.ts';

const Str = (max = 255) => Type.String({ maxLength: max, errorMessage: M.inputTooLong });

export const GENDERS = ['Male', 'Female'] as const;
export const ADDRESS_TYPES = ['Business'] as const;
export const PHONE_TYPES = ['Private', 'Business'] as const;
export const COMMUNICATION_TYPES = ['Mobile Phone', 'Landline Phone', 'Fax'] as const;

/** Seed 000 §3 UserInformation (`pasport_country` spelled so). */
export const UserInformationSchema = Type.Object({
  rentity_id: Str(),
  rentity_branch: Str(),
  title_name: Str(),
  first_name: Str(),
  last_name: Str(),
  email: Str(320),
  email_verified: Type.Boolean(),
  gender: Str(20),
  birth_date: Str(40),
  id_number: Str(),
  nationality: Str(2),
  occupation: Str(),
  passport_number: Str(),
  pasport_country: Str(2),
});
export const UserAddressSchema = Type.Object({
  address_type: Str(20),
  address: Str(),
  town: Str(),
  city: Str(),
  zip: Str(20),
  country: Str(2),
  state: Str(),
});
export const UserPhoneSchema = Type.Object({
  phone_type: Str(20),
  communication_type: Str(20),
  phone_prefix: Str(8),
  phone_number: Str(30),
});
export type UserInformation = Static<typeof UserInformationSchema>;
export type UserAddress = Static<typeof UserAddressSchema>;
export type UserPhone = Static<typeof UserPhoneSchema>;

export const UserInfoResponseSchema = Type.Object({
  userInformation: UserInformationSchema,
  userAddress: UserAddressSchema,
  userPhone: UserPhoneSchema,
  /** Every header field the reports need is filled and valid. */
  complete: Type.Boolean(),
});
export type UserInfoResponse = Static<typeof UserInfoResponseSchema>;

/** PUT save-user-changes: every user-information, address and phone field (birth_date ISO or empty). */
const { email_verified: _v, ...infoFields } = UserInformationSchema.properties;
export const SaveUserChangesSchema = Type.Object(
  { ...infoFields, ...UserAddressSchema.properties, ...UserPhoneSchema.properties },
  { additionalProperties: false },
);
export type SaveUserChanges = Static<typeof SaveUserChangesSchema>;

export const emptyUserInfo = (email = '', verified = false): UserInfoResponse => ({
  userInformation: {
    rentity_id: '',
    rentity_branch: '',
    title_name: '',
    first_name: '',
    last_name: '',
    email,
    email_verified: verified,
    gender: '',
    birth_date: '',
    id_number: '',
    nationality: '',
    occupation: '',
    passport_number: '',
    pasport_country: '',
  },
  userAddress: { address_type: '', address: '', town: '', city: '', zip: '', country: '', state: '' },
  userPhone: { phone_type: '', communication_type: '', phone_prefix: '', phone_number: '' },
  complete: false,
});

const oneOf = (list: readonly string[], message: string) => (v: string) => (list.includes(v) ? null : message);
const countryOf = (message: string) => (v: string) => (COUNTRY_CODES.has(v) ? null : message);

/**
 * Seed 002 §5 user-info rules (the helper table applies to the fields whose messages the screen
 * does not show, ADR 0024 maps them); returns every failing field with its message.
 */
export function validateUserChanges(v: SaveUserChanges): { field: string; message: string }[] {
  const rules: [keyof SaveUserChanges, (value: string) => string | null][] = [
    ['rentity_id', helpers.organizationId],
    ['rentity_branch', helpers.branchName],
    ['title_name', helpers.title],
    ['first_name', helpers.personName],
    ['last_name', helpers.personName],
    ['email', (x) => (helpers.email(x) ? M.validEmail : null)],
    ['gender', oneOf(GENDERS, M.selectGender)],
    ['birth_date', (x) => (x ? helpers.birthDate(x) : null)],
    ['id_number', helpers.idNumber],
    ['nationality', countryOf(M.selectNationality)],
    ['occupation', helpers.occupation],
    ['passport_number', (x) => (x.trim() ? helpers.passportNumber(x) : null)],
    [
      'pasport_country',
      (x) =>
        v.passport_number.trim() ? countryOf(M.selectCountry)(x) : x && !COUNTRY_CODES.has(x) ? M.selectCountry : null,
    ],
    ['address_type', oneOf(ADDRESS_TYPES, M.selectAddressType)],
    ['address', helpers.personAddressLine],
    ['town', helpers.stateTown],
    ['city', helpers.city],
    ['zip', helpers.zip],
    ['country', countryOf(M.selectCountry)],
    ['state', helpers.stateTown],
    ['phone_type', oneOf(PHONE_TYPES, M.selectPhoneType)],
    ['communication_type', oneOf(COMMUNICATION_TYPES, M.selectCommunicationType)],
    ['phone_prefix', (x) => (PREFIXES.has(x) ? null : M.selectPrefix)],
    ['phone_number', helpers.phone],
  ];
  const errors: { field: string; message: string }[] = [];
  for (const [field, check] of rules) {
    const message = check(v[field] ?? '');
    if (message) errors.push({ field, message });
  }
  return errors;
}
