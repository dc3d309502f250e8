import { IdSchema, Nullable, Type, type Static } from '@app/core/shared';
import { ADMIN_MESSAGES as M } from './messages.ts';

/** A value of platform control: 0 to 1000 [000:90] (the intended check, see ADR 0021). */
const Bounded = () => Type.Number({ minimum: 0, maximum: 1000, errorMessage: M.checkSpecifiedValue });

export const YesNoSchema = Type.Union([Type.Literal('YES'), Type.Literal('NO')], {
  errorMessage: M.checkSpecifiedValue,
});

export const PlatformControlSchema = Type.Object({
  subscription_cost: Type.Number(),
  subscription_amount_rows: Type.Integer(),
  subscription_cost_per_row: Type.Number(),
  emails_send_out: YesNoSchema,
  last_updated_at: Nullable(Type.String({ format: 'date-time' })),
});
export type PlatformControl = Static<typeof PlatformControlSchema>;

export const PlatformControlInputSchema = Type.Object(
  {
    subscription_cost: Bounded(),
    subscription_amount_rows: Type.Integer({ minimum: 0, maximum: 1000, errorMessage: M.checkSpecifiedValue }),
    subscription_cost_per_row: Bounded(),
    emails_send_out: YesNoSchema,
  },
  { additionalProperties: false },
);
export type PlatformControlInput = Static<typeof PlatformControlInputSchema>;

export const CreditEntryTypeSchema = Type.Union([
  Type.Literal('credit'),
  Type.Literal('conversion'),
  Type.Literal('subscription'),
]);
export type CreditEntryType = Static<typeof CreditEntryTypeSchema>;

/** One line of the append-only credit ledger [000:61]; `amount` is signed (a charge is negative). */
export const CreditEntrySchema = Type.Object({
  _id: IdSchema,
  type: CreditEntryTypeSchema,
  amount: Type.Number(),
  datetime: Type.String({ format: 'date-time' }),
  initiator: Type.String(),
  /** E-mail of the initiator when the back office can resolve it. */
  initiator_email: Type.Optional(Type.String()),
  comment: Type.String(),
  reference: Nullable(Type.String()),
});
export type CreditEntry = Static<typeof CreditEntrySchema>;

export const SubscriptionStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('expired'),
  Type.Literal('used'),
  Type.Literal('none'),
]);

/** The user's latest subscription [000:61, 77]; `remaining` is the time left, shown as days/hours/minutes. */
export const SubscriptionSchema = Type.Object({
  status: SubscriptionStatusSchema,
  activated_at: Nullable(Type.String({ format: 'date-time' })),
  expire_at: Nullable(Type.String({ format: 'date-time' })),
  subscription_amount_rows: Type.Integer(),
  rows_used: Type.Integer(),
  subscription_cost: Type.Number(),
  remaining: Type.Object({ days: Type.Integer(), hours: Type.Integer(), minutes: Type.Integer() }),
});
export type Subscription = Static<typeof SubscriptionSchema>;

/** A converted upload as charged [000:61]. */
export const UploadedFileSchema = Type.Object({
  _id: IdSchema,
  filename: Type.String(),
  filesize: Type.Integer(),
  uploadDate: Type.String({ format: 'date-time' }),
  rows: Type.Integer(),
  conversionFee: Type.Number(),
  conversionFeeComment: Type.String(),
  reference: Nullable(Type.String()),
});
export type UploadedFile = Static<typeof UploadedFileSchema>;

export const LoginHistorySchema = Type.Object({
  loginDate: Type.String({ format: 'date-time' }),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
});
export type LoginHistory = Static<typeof LoginHistorySchema>;

export const BoUserSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  email: Type.String(),
  email_verified: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  lastLogin: Nullable(Type.String({ format: 'date-time' })),
  type: Type.String(),
  is_super_user: Type.Boolean(),
  organization: Type.Object({ _id: IdSchema, name: Type.String() }),
});
export type BoUser = Static<typeof BoUserSchema>;

/** Optional profile parts contributed by other plugins (user information, address, phone: FIU user info). */
export const UserProfileSchema = Type.Record(Type.String(), Type.Unknown());

export const BoUserDetailSchema = Type.Object({
  user: BoUserSchema,
  credits_balance: Type.Number(),
  subscription: SubscriptionSchema,
  credits: Type.Array(CreditEntrySchema),
  files: Type.Array(UploadedFileSchema),
  loginHistory: Type.Array(LoginHistorySchema),
  userInformation: Nullable(UserProfileSchema),
  userAddress: Nullable(UserProfileSchema),
  userPhone: Nullable(UserProfileSchema),
  wallet: Nullable(Type.Object({ address: Type.String(), chain: Type.String() })),
});
export type BoUserDetail = Static<typeof BoUserDetailSchema>;

export const UsageRowSchema = Type.Object({
  user_id: IdSchema,
  email: Type.String(),
  count: Type.Integer({ description: 'converted rows in the period' }),
  files: Type.Integer(),
  fee: Type.Number(),
});
export type UsageRow = Static<typeof UsageRowSchema>;

export const WalletChainSchema = Type.Union([Type.Literal('TRC20'), Type.Literal('ERC20')]);
export type WalletChain = Static<typeof WalletChainSchema>;

export const WalletSchema = Type.Object({
  address: Nullable(Type.String()),
  chain: WalletChainSchema,
  configured: Type.Boolean(),
  message: Type.Optional(Type.String()),
  /** The address comes from the demo's generated key (SEED_DEMO, no operator xpub): not to be funded. */
  demo: Type.Optional(Type.Boolean()),
});
export type Wallet = Static<typeof WalletSchema>;
