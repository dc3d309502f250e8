import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { newId } from '../shared/id.ts';

/**
 * The append-only, hash-chained audit trail of an organisation (ADR 0018). Every event carries
 * `hash = sha256(prev_hash + canonical JSON of the event)`; `core_audit_head` holds the last hash
 * and the count, so an edited, removed or appended-by-hand row is found by `verifyAuditChain`.
 * Writers of one organisation are serialised by a row lock on its head row.
 */
export interface AuditEventInput {
  organizationId: string;
  action: string;
  actorId?: string | null;
  actorName?: string | null;
  objectType?: string | null;
  objectId?: string | null;
  companyId?: string | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
  ip?: string | null;
}

export interface AuditEvent {
  id: string;
  organization: string;
  position: number;
  occurred_at: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  object_type: string | null;
  object_id: string | null;
  company_id: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  ip: string | null;
  prev_hash: string;
  hash: string;
}

export const GENESIS_HASH = '0'.repeat(64);

/**
 * The platform's own chain, for events that belong to no organisation (a failed login with an
 * e-mail no account has). Not a valid organisation id (ids are 24 hex digits), so no tenant reads it.
 */
export const PLATFORM_AUDIT_ORGANIZATION = 'platform';

/** JSON with object keys sorted at every level: the byte string that is hashed. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function auditHash(event: Omit<AuditEvent, 'hash'> & { hash?: string }): string {
  const { prev_hash, hash: _stored, ...body } = event;
  return createHash('sha256')
    .update(prev_hash + canonicalJson(body))
    .digest('hex');
}

const norm = (v: unknown) => (v === undefined ? null : (JSON.parse(JSON.stringify(v)) as unknown));

/**
 * Appends one event inside the caller's transaction (or its own when there is none). Two round
 * trips: the head row is created-or-locked and read in one statement, the event is inserted and the
 * head moved in another (ADR 0045), so the per-organisation lock is held as briefly as possible.
 */
export async function recordAudit(em: EntityManager, input: AuditEventInput): Promise<AuditEvent> {
  if (em.isInTransaction()) return append(em, input);
  return em.transactional((tx) => append(tx, input));
}

async function append(tx: EntityManager, input: AuditEventInput): Promise<AuditEvent> {
  const [head] = await tx.execute<{ last_hash: string; count: string }[]>(
    `insert into core_audit_head (organization, last_hash, count) values (?, ?, 0)
     on conflict (organization) do update set organization = excluded.organization returning last_hash, count`,
    [input.organizationId, GENESIS_HASH],
  );
  const base: Omit<AuditEvent, 'hash'> = {
    id: newId(),
    organization: input.organizationId,
    position: Number(head!.count) + 1,
    occurred_at: new Date().toISOString(),
    action: input.action,
    actor_id: input.actorId ?? null,
    actor_name: input.actorName ?? null,
    object_type: input.objectType ?? null,
    object_id: input.objectId ?? null,
    company_id: input.companyId ?? null,
    before: norm(input.before),
    after: norm(input.after),
    details: norm(input.details),
    ip: input.ip ?? null,
    prev_hash: head!.last_hash,
  };
  const event: AuditEvent = { ...base, hash: auditHash(base) };
  await tx.execute(
    `with e as (
       insert into core_audit_event (id, organization, position, occurred_at, action, actor_id, actor_name, object_type, object_id, company_id, before, after, details, ip, prev_hash, hash)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?) returning organization, hash, position)
     update core_audit_head h set last_hash = e.hash, count = e.position from e where h.organization = e.organization`,
    [
      event.id,
      event.organization,
      event.position,
      event.occurred_at,
      event.action,
      event.actor_id,
      event.actor_name,
      event.object_type,
      event.object_id,
      event.company_id,
      JSON.stringify(event.before),
      JSON.stringify(event.after),
      JSON.stringify(event.details),
      event.ip,
      event.prev_hash,
      event.hash,
    ],
  );
  return event;
}

/** A stored row as the chain hashes it (timestamps back to ISO, positions to numbers). */
export function auditRowToEvent(row: Record<string, unknown>): AuditEvent {
  const at = row.occurred_at;
  return {
    id: String(row.id),
    organization: String(row.organization),
    position: Number(row.position),
    occurred_at: at instanceof Date ? at.toISOString() : new Date(String(at)).toISOString(),
    action: String(row.action),
    actor_id: (row.actor_id as string | null) ?? null,
    actor_name: (row.actor_name as string | null) ?? null,
    object_type: (row.object_type as string | null) ?? null,
    object_id: (row.object_id as string | null) ?? null,
    company_id: (row.company_id as string | null) ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    details: row.details ?? null,
    ip: (row.ip as string | null) ?? null,
    prev_hash: String(row.prev_hash),
    hash: String(row.hash),
  };
}
