import { IdSchema, Type, type Static } from '@app/core/shared';
import { MESSAGES } from './messages.ts';
import { ROLES, type Role } from './permissions.ts';

export const RoleSchema = Type.Unsafe<Role>(Type.String({ enum: [...ROLES], errorMessage: MESSAGES.invalidRole }));

/** Seed 000 §3 field rules, carried into server validation via `errorMessage`. */
export const EmailField = Type.String({ format: 'email', maxLength: 254, errorMessage: MESSAGES.invalidEmail });
export const PasswordField = Type.String({ minLength: 6, maxLength: 30, errorMessage: MESSAGES.passwordLength });
export const UsernameField = Type.String({
  minLength: 3,
  maxLength: 20,
  pattern: '\\S',
  errorMessage: MESSAGES.usernameLength,
});

export const UserSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  email: Type.String(),
  email_verified: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  lastLogin: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  type: RoleSchema,
  is_super_user: Type.Boolean(),
  two_factor_enabled: Type.Boolean(),
  two_factor_setup_completed: Type.Boolean(),
});
export type User = Static<typeof UserSchema>;

export const PermissionEffectSchema = Type.Union([Type.Literal('allow'), Type.Literal('deny')], {
  errorMessage: "Effect must be 'allow' or 'deny'",
});
export const PermissionMapSchema = Type.Record(Type.String(), PermissionEffectSchema);

export const RoleOptionSchema = Type.Object({ name: RoleSchema, label: Type.String() });
export type RoleOption = Static<typeof RoleOptionSchema>;

/** Loose objects for seed records owned by later issues (profile information, address, phone, wallet). */
const OpenRecord = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

export const CurrentUserSchema = Type.Object({
  user: UserSchema,
  credits_balance: Type.Number(),
  userAddress: OpenRecord,
  userPhone: OpenRecord,
  userInformation: OpenRecord,
  permissions: PermissionMapSchema,
  wallet: Type.Union([Type.Object({ address: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  organization: Type.Object({ _id: IdSchema, name: Type.String(), require_two_factor: Type.Boolean() }),
});
export type CurrentUser = Static<typeof CurrentUserSchema>;

export const TermsSchema = Type.Object({
  content: Type.String(),
  text: Type.String(),
  structure: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Terms = Static<typeof TermsSchema>;

/** One saved version of the terms as the back office lists it (content is fetched per version). */
export const TermsVersionSchema = Type.Object({
  _id: IdSchema,
  createdAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.Object({ _id: IdSchema, username: Type.String(), email: Type.String() }), Type.Null()]),
  restoredFrom: Type.Union([IdSchema, Type.Null()]),
  current: Type.Boolean(),
});
export type TermsVersion = Static<typeof TermsVersionSchema>;

export const BankSchema = Type.Object({ _id: IdSchema, name: Type.String() });
