import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const OrganizationEntity = defineEntity({
  name: 'Organization',
  tableName: 'auth_organization',
  properties: {
    id: idProperty(),
    name: p.string().length(120),
    requireTwoFactor: p.boolean().default(false),
    createdAt: createdAtProperty(),
  },
});
export type Organization = InferEntity<typeof OrganizationEntity>;

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'auth_user',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    username: p.string().length(20),
    /** Stored lower-cased; unique among live users (partial index in the migration). */
    email: p.string().length(254).index(),
    /** A new address set by an e-mail change; it becomes `email` only when its link is opened (ADR 0012). */
    pendingEmail: p.string().length(254).nullable(),
    passwordHash: p.string().length(255).hidden(),
    role: p.string().length(32),
    isSuperUser: p.boolean().default(false),
    emailVerified: p.boolean().default(false),
    twoFactorEnabled: p.boolean().default(false),
    twoFactorSetupCompleted: p.boolean().default(false),
    twoFactorSecret: p.string().length(128).nullable().hidden(),
    /** Last accepted TOTP time step: a code is accepted once. */
    twoFactorLastStep: p.bigint('number').nullable(),
    permissionOverrides: p.json<Record<string, 'allow' | 'deny'>>().default('{}'),
    createdAt: createdAtProperty(),
    lastLogin: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
  },
});
export type User = InferEntity<typeof UserEntity>;

export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'auth_session',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24).index(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(512).nullable(),
    createdAt: createdAtProperty(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
export type Session = InferEntity<typeof SessionEntity>;

/** Single-use, expiring tokens (e-mail verification, password reset, 60-second file views); only a hash is kept. */
export const OneTimeTokenEntity = defineEntity({
  name: 'OneTimeToken',
  tableName: 'auth_one_time_token',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24).index(),
    purpose: p.string().length(32),
    tokenHash: p.string().length(64).unique(),
    email: p.string().length(254).nullable(),
    createdAt: createdAtProperty(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    /** View tokens: the session that made it (logout ends it) and the one id it opens. */
    sessionId: p.string().length(24).nullable(),
    subject: p.string().length(64).nullable(),
  },
});
export type OneTimeToken = InferEntity<typeof OneTimeTokenEntity>;

/** Login / forgot-password attempts for rate limiting per IP and per account. */
export const AuthAttemptEntity = defineEntity({
  name: 'AuthAttempt',
  tableName: 'auth_attempt',
  indexes: [{ properties: ['kind', 'createdAt'] }, { properties: ['kind', 'email', 'createdAt'] }],
  properties: {
    id: idProperty(),
    kind: p.string().length(16),
    ip: p.string().length(64),
    email: p.string().length(254),
    success: p.boolean(),
    createdAt: createdAtProperty(),
  },
});

/** Who changed what on accounts: kept for auditors, never edited. */
export const AuditEventEntity = defineEntity({
  name: 'AuditEvent',
  tableName: 'auth_audit_event',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    actorId: p.string().length(24).nullable(),
    action: p.string().length(64),
    targetId: p.string().length(24).nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
    createdAt: createdAtProperty(),
  },
});

/** Every saved version of the terms, append-only; the newest is current (a restore appends a copy). */
export const TermsEntity = defineEntity({
  name: 'Terms',
  tableName: 'auth_terms',
  properties: {
    id: idProperty(),
    content: p.text(),
    structure: p.text(),
    updatedBy: p.string().length(24).nullable(),
    /** The version this one copies when it was made by a restore. */
    restoredFrom: p.string().length(24).nullable(),
    createdAt: createdAtProperty(),
  },
});

export type Terms = InferEntity<typeof TermsEntity>;

export const ContactMessageEntity = defineEntity({
  name: 'ContactMessage',
  tableName: 'auth_contact_message',
  properties: {
    id: idProperty(),
    name: p.string().length(5000),
    email: p.string().length(5000),
    companyName: p.string().length(5000),
    message: p.text(),
    ip: p.string().length(64).nullable(),
    createdAt: createdAtProperty(),
  },
});

/** Unhandled client failures (POST error); organizationId is informative, not a tenant key. */
export const ClientErrorEntity = defineEntity({
  name: 'ClientError',
  tableName: 'auth_client_error',
  properties: {
    id: idProperty(),
    userId: p.string().length(24).nullable(),
    organizationId: p.string().length(24).nullable(),
    error: p.json<unknown>().nullable(),
    source: p.string().length(2000).nullable(),
    url: p.string().length(4000).nullable(),
    userAgent: p.string().length(512).nullable(),
    createdAt: createdAtProperty(),
  },
});

export const BankEntity = defineEntity({
  name: 'Bank',
  tableName: 'auth_bank',
  properties: {
    id: idProperty(),
    name: p.string().length(200).unique(),
  },
});

export const authEntities = [
  OrganizationEntity,
  UserEntity,
  SessionEntity,
  OneTimeTokenEntity,
  AuthAttemptEntity,
  AuditEventEntity,
  TermsEntity,
  ContactMessageEntity,
  ClientErrorEntity,
  BankEntity,
];
