import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import type { PermissionMap } from '@app/core/shared';
import { authApi } from '../shared/index.ts';
import { MESSAGES } from '../shared/messages.ts';
import type { Role } from '../shared/permissions.ts';
import type { CurrentUser, Terms, User } from '../shared/user.schema.ts';
import {
  currentUserBuilder,
  idBuilder,
  mailBuilder,
  permissionsBuilder,
  rolesBuilder,
  teamBuilder,
  termsBuilder,
  termsVersionsBuilder,
  type FakeTermsVersion,
  type OutboxMail,
} from './auth.builders.ts';

export interface AuthFakeState {
  currentUser: CurrentUser | null;
  accounts: User[];
  permissions: Record<string, PermissionMap>;
  terms: Terms | null;
  termsVersions: FakeTermsVersion[];
  mails: OutboxMail[];
}

export type AuthHandlers = FakeHandlers<typeof authApi>;

export const FAKE_SECRET = 'JBSWY3DPEHPK3PXP';
export const FAKE_OTPAUTH = `otpauth://totp/AML%20KYC:alice%40example.com?secret=${FAKE_SECRET}&issuer=AML%20KYC`;

/** A default in-memory state: signed in as an ADMINISTRATOR of a four-person organisation. */
export function authFakeState(overrides: Partial<AuthFakeState> = {}): AuthFakeState {
  const currentUser = overrides.currentUser === undefined ? currentUserBuilder() : overrides.currentUser;
  const accounts = overrides.accounts ?? teamBuilder(currentUser?.user);
  const permissions: Record<string, PermissionMap> = {};
  for (const a of accounts) permissions[a._id] = permissionsBuilder(a.type as Role);
  return {
    currentUser,
    accounts,
    permissions,
    terms: termsBuilder(),
    termsVersions: termsVersionsBuilder(),
    mails: [mailBuilder()],
    ...overrides,
  };
}

const ok = (message?: string) => ({ status: 'success', message });
const find = (state: AuthFakeState, id: string) => {
  const user = state.accounts.find((a) => a._id === id);
  if (!user) throw new ApiError(404, { message: MESSAGES.userNotFound });
  return user;
};

const findVersion = (state: AuthFakeState, id: string) => {
  const v = state.termsVersions.find((x) => x._id === id);
  if (!v) throw new ApiError(404, { message: MESSAGES.termsVersionNotFound });
  return v;
};

/** Appends a version (append-only, as the server) and makes it the published terms. */
function appendTerms(
  state: AuthFakeState,
  input: { content: string; structure: string; restoredFrom: string | null },
): Terms {
  const createdAt = new Date().toISOString();
  const by = state.currentUser
    ? {
        _id: state.currentUser.user._id,
        username: state.currentUser.user.username,
        email: state.currentUser.user.email,
      }
    : null;
  state.termsVersions = [
    { _id: idBuilder(), createdAt, updatedBy: by, current: true, ...input },
    ...state.termsVersions.map((v) => ({ ...v, current: false })),
  ];
  state.terms = termsBuilder({
    content: input.content,
    text: input.content,
    structure: input.structure,
    updatedAt: createdAt,
  });
  return state.terms;
}

/** An `Http` answering every auth call from `state`; pass `handlers` to override single calls. */
export function createAuthFakeHttp(
  state: AuthFakeState = authFakeState(),
  handlers: AuthHandlers = {},
  options?: FakeHttpOptions,
): Http {
  const defaults: AuthHandlers = {
    register: () => ({ token: 'story-token' }),
    login: () => ({ token: 'story-token' }),
    logout: () => ok(),
    enableTwoFactor: () => ({ secret: FAKE_SECRET, otpauth_url: FAKE_OTPAUTH }),
    verifyOtp: ({ token }) => {
      if (token !== '123456') throw new ApiError(400, { status: 'error', message: MESSAGES.wrongCode });
      return ok();
    },
    disableTwoFactor: () => ok(),
    twoFactorStatus: () => ({ enabled: Boolean(state.currentUser?.user.two_factor_enabled), pending: false }),
    verifyToken: () => ({ status: 'success', email: 'alice@example.com', message: 'Email verified' }),
    sendVerificationEmail: () => ok(MESSAGES.verificationSent),
    forgotPasswordRequest: () => ok(MESSAGES.resetSent),
    forgotPasswordResponse: () => ok(MESSAGES.passwordReset),
    changePassword: () => ok(MESSAGES.passwordChanged),
    getUser: () => {
      if (!state.currentUser) throw new ApiError(401, { message: MESSAGES.sessionExpired });
      return state.currentUser;
    },
    getRoles: () => ({ roles: rolesBuilder() }),
    listAccounts: () => ({ accounts: state.accounts }),
    getAccount: ({ id }) => ({ user: find(state, id) }),
    getAccountPermissions: ({ id }) => ({ permissions: state.permissions[find(state, id)._id] ?? {} }),
    createAccount: ({ username, email, type }) => {
      if (state.accounts.some((a) => a.email === email)) throw new ApiError(400, { message: MESSAGES.emailTaken });
      const user = {
        ...state.accounts[0],
        _id: idBuilder(),
        username,
        email,
        type,
        email_verified: false,
        lastLogin: null,
      };
      state.accounts = [...state.accounts, user];
      state.permissions[user._id] = permissionsBuilder(type);
      return { user, message: MESSAGES.userCreated };
    },
    updateAccount: ({ user: change }) => {
      const before = find(state, change._id);
      // As the server (ADR 0012): a new e-mail waits for its confirmation link.
      const pending = change.email && change.email !== before.email ? change.email : undefined;
      const user = { ...before, ...change, email: before.email };
      state.accounts = state.accounts.map((a) => (a._id === user._id ? user : a));
      return {
        user,
        message: MESSAGES.userUpdated,
        ...(pending ? { pending_email: pending, notice: MESSAGES.emailChangePending(pending) } : {}),
      };
    },
    deleteAccount: ({ user_id }) => {
      find(state, user_id);
      state.accounts = state.accounts.filter((a) => a._id !== user_id);
      return ok(MESSAGES.userDeleted);
    },
    updatePermissions: ({ user_id, name, effect }) => {
      const permissions = { ...state.permissions[find(state, user_id)._id], [name]: effect };
      state.permissions[user_id] = permissions;
      if (state.currentUser?.user._id === user_id) state.currentUser = { ...state.currentUser, permissions };
      return { status: 'success', permissions };
    },
    getTerms: () => ({ terms: state.terms }),
    saveTerms: ({ content, structure }) => ({
      terms: appendTerms(state, { content, structure, restoredFrom: null }),
      message: MESSAGES.changesSaved,
    }),
    listTermsVersions: () => ({ versions: state.termsVersions.map(({ content: _c, structure: _s, ...v }) => v) }),
    getTermsVersion: ({ id }) => {
      const v = findVersion(state, id);
      return {
        version: {
          _id: v._id,
          content: v.content,
          text: v.content,
          structure: v.structure,
          updatedAt: v.createdAt,
          restoredFrom: v.restoredFrom,
        },
      };
    },
    restoreTermsVersion: ({ id }) => {
      const v = findVersion(state, id);
      return {
        terms: appendTerms(state, { content: v.content, structure: v.structure, restoredFrom: v._id }),
        message: MESSAGES.termsRestored,
      };
    },
    contactInfoText: () => ok(MESSAGES.contactReceived),
    listBanks: () => ({ banks: [] }),
    generateViewToken: () => ({ token: 'view-token', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    reportError: () => ok(),
    getOrganizationSettings: () => ({
      name: state.currentUser?.organization.name ?? '',
      require_two_factor: state.currentUser?.organization.require_two_factor ?? false,
    }),
    updateOrganizationSettings: (change) => {
      if (!state.currentUser) throw new ApiError(401, { message: MESSAGES.sessionExpired });
      const organization = { ...state.currentUser.organization, ...change };
      state.currentUser = { ...state.currentUser, organization };
      return {
        name: organization.name,
        require_two_factor: organization.require_two_factor,
        message: MESSAGES.changesSaved,
      };
    },
    listOutbox: () => ({ mails: state.mails }),
  };
  return createFakeHttp(authApi, { ...defaults, ...handlers }, options);
}
