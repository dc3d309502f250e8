import { badRequest, forbidden, notFound, OutboxMailEntity } from '@app/core/server';
import type { PluginContext, Principal } from '@app/core/plugin-api';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../shared/index.ts';
import {
  AuthAttemptEntity,
  BankEntity,
  ClientErrorEntity,
  ContactMessageEntity,
  OneTimeTokenEntity,
  OrganizationEntity,
} from './auth.entities.ts';
import { audit } from './audit.ts';
import { contactMail } from './mails.ts';
import { issueToken } from './one-time-token.ts';
import { beginAttempt, CONTACT_LIMIT, ERROR_REPORT_LIMIT } from './rate-limit.ts';

export const VIEW_TOKEN_SECONDS = 60;

export async function contact(
  em: EntityManager,
  ctx: PluginContext,
  input: Record<'name' | 'email' | 'companyName' | 'message', string>,
  request: FastifyRequest,
) {
  const m = {
    name: input.name.trim(),
    email: input.email.trim(),
    companyName: input.companyName.trim(),
    message: input.message.trim(),
  };
  if (!m.name || !m.email || !m.companyName || !m.message) {
    const missing = Object.entries(m)
      .filter(([, v]) => !v)
      .map(([field]) => ({ field, message: MESSAGES.fillAllFields }));
    throw Object.assign(badRequest(MESSAGES.fillAllFields), { errors: missing });
  }
  await beginAttempt(em, CONTACT_LIMIT, request.ip, m.email);
  em.create(ContactMessageEntity, { ...m, ip: request.ip });
  await em.flush();
  await ctx.mailer.send(contactMail(ctx.config.operatorEmail, m));
  return { status: 'success', message: MESSAGES.contactReceived };
}

export const listBanks = async (em: EntityManager) =>
  (await em.find(BankEntity, {}, { orderBy: { name: 'asc' } })).map((b) => ({ _id: b.id, name: b.name }));

/** Tied to the caller's session and to `id` when given (else to the first id it opens): see view-token.ts. */
export async function viewToken(em: EntityManager, principal: Principal, id?: string) {
  const { token, expiresAt } = await issueToken(em, {
    purpose: 'view',
    userId: principal.userId,
    organization: principal.organizationId,
    ttlSeconds: VIEW_TOKEN_SECONDS,
    sessionId: principal.sessionId,
    subject: id,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Expired one-time tokens and rate-limit records older than a day are removed in the background. */
export async function purgeExpiredTokens(em: EntityManager): Promise<{ tokens: number; attempts: number }> {
  const tokens = await em.nativeDelete(
    OneTimeTokenEntity,
    {
      $or: [
        { expiresAt: { $lt: new Date(Date.now() - 3600_000) } },
        { purpose: 'view', expiresAt: { $lt: new Date() } },
      ],
    },
    { filters: false },
  );
  const attempts = await em.nativeDelete(AuthAttemptEntity, { createdAt: { $lt: new Date(Date.now() - 86_400_000) } });
  return { tokens, attempts };
}

export async function recordClientError(
  em: EntityManager,
  principal: Principal | null,
  input: { error_cought?: unknown; source?: string; url?: string },
  request: FastifyRequest,
) {
  await beginAttempt(em, ERROR_REPORT_LIMIT, request.ip, principal?.userId ?? 'anonymous');
  em.create(ClientErrorEntity, {
    userId: principal?.userId ?? null,
    organizationId: principal?.organizationId ?? null,
    error: boundedJson(input.error_cought),
    source: input.source ?? null,
    url: input.url ?? null,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512) || null,
  });
  await em.flush();
  request.log.warn(
    { clientError: input.error_cought, source: input.source, url: input.url, userId: principal?.userId },
    'client error reported',
  );
  return { status: 'success' };
}

export async function organizationSettings(em: EntityManager, principal: Principal) {
  const org = await em.findOneOrFail(OrganizationEntity, { id: principal.organizationId });
  return { name: org.name, require_two_factor: org.requireTwoFactor };
}

export async function updateOrganizationSettings(
  em: EntityManager,
  principal: Principal,
  input: { name?: string; require_two_factor?: boolean },
) {
  if (principal.role !== 'ADMINISTRATOR') throw forbidden('Only an administrator may change organisation settings');
  const org = await em.findOneOrFail(OrganizationEntity, { id: principal.organizationId });
  if (input.name !== undefined) org.name = input.name.trim() || org.name;
  if (input.require_two_factor !== undefined) org.requireTwoFactor = input.require_two_factor;
  audit(em, org.id, principal.userId, 'organization.updated', null, input);
  await em.flush();
  return { name: org.name, require_two_factor: org.requireTwoFactor, message: MESSAGES.changesSaved };
}

/** The development outbox; absent in production or when mail goes to a real SMTP server. */
export async function outbox(em: EntityManager, ctx: PluginContext) {
  if (ctx.config.production || ctx.mailer.kind !== 'outbox') throw notFound();
  const mails = await em.find(OutboxMailEntity, {}, { orderBy: { createdAt: 'desc' }, limit: 100 });
  return {
    mails: mails.map((m) => ({
      _id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      created: m.createdAt.toISOString(),
    })),
  };
}

/**
 * Client reports are kept, but a huge payload is cut to 20k characters of JSON text, and what jsonb
 * refuses (NUL, lone surrogates, in keys or values) is replaced by U+FFFD.
 */
function boundedJson(value: unknown): unknown {
  if (value === undefined) return null;
  let budget = 5000;
  const clean = (v: unknown, depth: number): unknown => {
    if (--budget < 0 || depth > 32) return '[cut]';
    if (typeof v === 'string') return wellFormed(v);
    if (Array.isArray(v)) return v.map((x) => clean(x, depth + 1));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [wellFormed(k), clean(x, depth + 1)]));
    return v;
  };
  const cleaned = clean(value, 0);
  const text = JSON.stringify(cleaned) ?? 'null';
  return text.length <= 20_000 ? cleaned : { truncated: wellFormed(text.slice(0, 20_000)) };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\0', '\uFFFD');
