import type { PermissionMap } from '@app/core/shared';
import { resolvePermissions, ROLE_LABELS, ROLES, type Role } from '../shared/permissions.ts';
import type { CurrentUser, RoleOption, Terms, TermsVersion, User } from '../shared/user.schema.ts';

/** Wire-shaped fakes for stories and tests: deterministic ids and dates, override anything. */
const FIXED_DATE = '2024-05-02T09:30:00.000Z';
let sequence = 0;

/** A 24-hex id; pass a number for a stable one. */
export function idBuilder(n: number = ++sequence): string {
  return (0x66330000 + n).toString(16).padStart(8, '0') + n.toString(16).padStart(16, '0');
}

export function userBuilder(overrides: Partial<User> = {}): User {
  const _id = overrides._id ?? idBuilder();
  const username = overrides.username ?? `user${_id.slice(-4)}`;
  return {
    _id,
    username,
    email: `${username.toLowerCase()}@example.com`,
    email_verified: true,
    created: FIXED_DATE,
    lastLogin: '2024-06-10T14:05:00.000Z',
    type: 'DATA_CONTROLLER',
    is_super_user: false,
    two_factor_enabled: false,
    two_factor_setup_completed: false,
    ...overrides,
  };
}

export interface CurrentUserOverrides extends Partial<Omit<CurrentUser, 'user' | 'organization'>> {
  user?: Partial<User>;
  organization?: Partial<CurrentUser['organization']>;
  /** Per-permission overrides on top of the role defaults. */
  grant?: PermissionMap;
}

/** The get-user response of a signed-in user (permissions resolved from the role). */
export function currentUserBuilder({ user, organization, grant, ...rest }: CurrentUserOverrides = {}): CurrentUser {
  const built = userBuilder({
    _id: idBuilder(1),
    username: 'alice',
    email: 'alice@example.com',
    type: 'ADMINISTRATOR',
    ...user,
  });
  return {
    user: built,
    credits_balance: 0,
    userAddress: null,
    userPhone: null,
    userInformation: null,
    permissions: { ...resolvePermissions(built.type, {}), ...grant },
    wallet: null,
    organization: { _id: idBuilder(900), name: 'Acme Compliance Ltd', require_two_factor: false, ...organization },
    ...rest,
  };
}

export function rolesBuilder(): RoleOption[] {
  return ROLES.map((name) => ({ name, label: ROLE_LABELS[name] }));
}

export function permissionsBuilder(role: Role, overrides: PermissionMap = {}): PermissionMap {
  return { ...resolvePermissions(role, {}), ...overrides };
}

export function termsBuilder(overrides: Partial<Terms> = {}): Terms {
  const text =
    'Terms and Conditions\n\n1. The platform stores know-your-customer records on behalf of your organisation.\n' +
    '2. You confirm that the data you upload is accurate and that you may process it.\n' +
    '3. Screening results are advisory and do not replace your own compliance judgement.';
  return { content: text, text, structure: '[]', updatedAt: FIXED_DATE, ...overrides };
}

/** A stored terms version as the fake back office keeps it (list fields plus the text). */
export type FakeTermsVersion = TermsVersion & { content: string; structure: string };

/** Three versions, newest (current) first; the newest restored the oldest. */
export function termsVersionsBuilder(): FakeTermsVersion[] {
  const by = { _id: idBuilder(900), username: 'platform', email: 'platform@example.com' };
  const base = termsBuilder().content;
  return [
    {
      _id: idBuilder(903),
      createdAt: '2024-05-03T10:00:00.000Z',
      updatedBy: by,
      restoredFrom: idBuilder(901),
      current: true,
      content: base,
      structure: '[]',
    },
    {
      _id: idBuilder(902),
      createdAt: '2024-05-02T15:45:00.000Z',
      updatedBy: by,
      restoredFrom: null,
      current: false,
      content: `${base}\n4. A clause that was withdrawn.`,
      structure: '[]',
    },
    {
      _id: idBuilder(901),
      createdAt: '2024-05-01T08:15:00.000Z',
      updatedBy: by,
      restoredFrom: null,
      current: false,
      content: base,
      structure: '[]',
    },
  ];
}

export interface OutboxMail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created: string;
}

export function mailBuilder(overrides: Partial<OutboxMail> = {}): OutboxMail {
  const link = 'http://127.0.0.1:5173/verify?token=example-token';
  return {
    _id: idBuilder(),
    to: 'alice@example.com',
    subject: 'Verify your e-mail address',
    text: `Please confirm your e-mail address by opening ${link}`,
    html: `<p>Please confirm your e-mail address by opening <a href="${link}">${link}</a></p>`,
    created: FIXED_DATE,
    ...overrides,
  };
}

/** A small organisation: the current user plus colleagues of several roles. */
export function teamBuilder(current: User = currentUserBuilder().user): User[] {
  return [
    current,
    userBuilder({
      _id: idBuilder(2),
      username: 'bob',
      email: 'bob@example.com',
      type: 'DATA_PROCESSOR',
      lastLogin: null,
    }),
    userBuilder({
      _id: idBuilder(3),
      username: 'carol',
      email: 'carol@example.com',
      type: 'COMPLIANCE_OFFICER',
      email_verified: false,
    }),
    userBuilder({
      _id: idBuilder(4),
      username: 'dave',
      email: 'dave@example.com',
      type: 'ADMINISTRATOR',
      two_factor_enabled: true,
    }),
  ];
}
