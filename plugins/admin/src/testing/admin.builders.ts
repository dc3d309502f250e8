import type {
  BoUser,
  BoUserDetail,
  CreditEntry,
  LoginHistory,
  PlatformControl,
  Subscription,
  UploadedFile,
  UsageRow,
  Wallet,
} from '../shared/index.ts';

let seq = 0;
/** Deterministic 24-hex ids for fakes (n given) or a fresh one. */
export const adminIdBuilder = (n = ++seq + 1000) => n.toString(16).padStart(24, '0');

export const boUserBuilder = (over: Partial<BoUser> = {}): BoUser => ({
  _id: adminIdBuilder(1),
  username: 'marta.officer',
  email: 'marta@northbank.example',
  email_verified: true,
  created: '2026-03-02T09:15:00.000Z',
  lastLogin: '2026-11-20T08:41:00.000Z',
  type: 'COMPLIANCE_OFFICER',
  is_super_user: false,
  organization: { _id: adminIdBuilder(900), name: 'North Bank Ltd' },
  ...over,
});

export const boUsersBuilder = (): BoUser[] => [
  boUserBuilder(),
  boUserBuilder({
    _id: adminIdBuilder(2),
    username: 'admin.north',
    email: 'admin@northbank.example',
    type: 'ADMINISTRATOR',
    created: '2026-03-01T10:00:00.000Z',
  }),
  boUserBuilder({
    _id: adminIdBuilder(3),
    username: 'jonas',
    email: 'jonas@trustco.example',
    organization: { _id: adminIdBuilder(901), name: 'TrustCo Services' },
    lastLogin: null,
  }),
  boUserBuilder({
    _id: adminIdBuilder(4),
    username: 'support',
    email: 'support@platform.example',
    type: 'ADMINISTRATOR',
    is_super_user: true,
    organization: { _id: adminIdBuilder(902), name: 'Platform operator' },
  }),
];

export const creditEntryBuilder = (over: Partial<CreditEntry> = {}): CreditEntry => ({
  _id: adminIdBuilder(),
  type: 'credit',
  amount: 100,
  datetime: '2026-11-01T10:00:00.000Z',
  initiator: adminIdBuilder(4),
  initiator_email: 'support@platform.example',
  comment: 'USDT deposit 100',
  reference: null,
  ...over,
});

export const subscriptionBuilder = (over: Partial<Subscription> = {}): Subscription => ({
  status: 'active',
  activated_at: '2026-11-10T12:00:00.000Z',
  expire_at: '2026-12-10T12:00:00.000Z',
  subscription_amount_rows: 1000,
  rows_used: 240,
  subscription_cost: 100,
  remaining: { days: 17, hours: 3, minutes: 42 },
  ...over,
});

export const noSubscription: Subscription = {
  status: 'none',
  activated_at: null,
  expire_at: null,
  subscription_amount_rows: 0,
  rows_used: 0,
  subscription_cost: 0,
  remaining: { days: 0, hours: 0, minutes: 0 },
};

export const uploadedFileBuilder = (over: Partial<UploadedFile> = {}): UploadedFile => ({
  _id: adminIdBuilder(),
  filename: 'transactions-october.csv',
  filesize: 184_320,
  uploadDate: '2026-11-12T14:03:00.000Z',
  rows: 240,
  conversionFee: 0,
  conversionFeeComment: '240 rows covered by the subscription',
  reference: adminIdBuilder(),
  ...over,
});

export const loginBuilder = (over: Partial<LoginHistory> = {}): LoginHistory => ({
  loginDate: '2026-11-20T08:41:00.000Z',
  ip: '203.0.113.24',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36',
  ...over,
});

export const boUserDetailBuilder = (over: Partial<BoUserDetail> = {}): BoUserDetail => ({
  user: boUserBuilder(),
  credits_balance: 42.5,
  subscription: subscriptionBuilder(),
  credits: [
    creditEntryBuilder({
      type: 'conversion',
      amount: -7.5,
      datetime: '2026-11-15T09:00:00.000Z',
      initiator: adminIdBuilder(1),
      initiator_email: 'marta@northbank.example',
      comment: 'Conversion of q3.csv: 150 rows at 0.05',
      reference: adminIdBuilder(77),
    }),
    creditEntryBuilder({
      type: 'subscription',
      amount: -100,
      datetime: '2026-11-10T12:00:00.000Z',
      comment: 'Subscription: 1000 rows for 30 days',
    }),
    creditEntryBuilder({ amount: 150, comment: 'USDT deposit (TRC20)' }),
  ],
  files: [
    uploadedFileBuilder(),
    uploadedFileBuilder({
      filename: 'q3.csv',
      rows: 150,
      conversionFee: 7.5,
      conversionFeeComment: 'Conversion of q3.csv: 150 rows at 0.05',
      uploadDate: '2026-11-15T09:00:00.000Z',
      filesize: 96_100,
    }),
  ],
  loginHistory: [
    loginBuilder(),
    loginBuilder({
      loginDate: '2026-11-18T17:12:00.000Z',
      ip: '198.51.100.7',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
    }),
  ],
  userInformation: { firstname: 'Marta', surname: 'Kowalska', position: 'MLRO' },
  userAddress: { street: '12 Harbour Road', city: 'Valletta', country: 'MT' },
  userPhone: { phone: '+356 2123 4567' },
  wallet: { address: 'TY72iA3SBtrds3QLYsS7LwYfkzXwAXCRWT', chain: 'TRC20' },
  ...over,
});

export const usageRowsBuilder = (): UsageRow[] => [
  { user_id: adminIdBuilder(1), email: 'marta@northbank.example', count: 390, files: 2, fee: 7.5 },
  { user_id: adminIdBuilder(3), email: 'jonas@trustco.example', count: 12, files: 1, fee: 0.6 },
];

export const platformControlBuilder = (over: Partial<PlatformControl> = {}): PlatformControl => ({
  subscription_cost: 100,
  subscription_amount_rows: 1000,
  subscription_cost_per_row: 0.05,
  emails_send_out: 'YES',
  last_updated_at: '2026-11-01T08:00:00.000Z',
  ...over,
});

export const walletBuilder = (over: Partial<Wallet> = {}): Wallet => ({
  address: null,
  chain: 'TRC20',
  configured: true,
  ...over,
});
