import type { EntityManager } from '@mikro-orm/postgresql';
import { auditHash, auditRowToEvent, GENESIS_HASH, type AuditEvent } from './audit-trail.ts';

export interface AuditFilter {
  organizationId: string;
  from?: Date;
  to?: Date;
  companyId?: string;
  objectTypes?: readonly string[];
  actions?: readonly string[];
}

/**
 * Reads an organisation's events in chain order, a batch at a time (keyset on `position`), so a
 * year of events never sits in memory at once.
 */
export async function* readAuditEvents(
  em: EntityManager,
  filter: AuditFilter,
  batchSize = 2000,
): AsyncGenerator<AuditEvent> {
  const where = ['organization = ?', 'position > ?'];
  const params: unknown[] = [filter.organizationId];
  const extra: unknown[] = [];
  if (filter.from) {
    where.push('occurred_at >= ?');
    extra.push(filter.from);
  }
  if (filter.to) {
    where.push('occurred_at <= ?');
    extra.push(filter.to);
  }
  if (filter.companyId) {
    where.push('company_id = ?');
    extra.push(filter.companyId);
  }
  if (filter.objectTypes?.length) {
    where.push(`object_type in (${filter.objectTypes.map(() => '?').join(',')})`);
    extra.push(...filter.objectTypes);
  }
  if (filter.actions?.length) {
    where.push(`action in (${filter.actions.map(() => '?').join(',')})`);
    extra.push(...filter.actions);
  }
  let after = 0;
  for (;;) {
    const rows = await em.execute<Record<string, unknown>[]>(
      `select * from core_audit_event where ${where.join(' and ')} order by position limit ${Math.floor(batchSize)}`,
      [...params, after, ...extra],
    );
    for (const row of rows) yield auditRowToEvent(row);
    if (rows.length < batchSize) return;
    after = Number(rows[rows.length - 1]!.position);
  }
}

export interface AuditVerification {
  verified: number;
  ok: boolean;
  /** The first event that does not fit the chain, and why. */
  broken?: { id: string | null; position: number; reason: string };
}

/** Recomputes the chain (optionally a period of it) and names the first broken event. */
export async function verifyAuditChain(
  em: EntityManager,
  organizationId: string,
  range: { from?: Date; to?: Date } = {},
): Promise<AuditVerification> {
  let verified = 0;
  let prev: { hash: string; position: number } | null = null;
  for await (const event of readAuditEvents(em, { organizationId, from: range.from, to: range.to }, 5000)) {
    if (!prev) {
      const [before] = await em.execute<{ hash: string; position: number }[]>(
        `select hash, position from core_audit_event where organization = ? and position < ? order by position desc limit 1`,
        [organizationId, event.position],
      );
      prev = before
        ? { hash: before.hash, position: Number(before.position) }
        : { hash: GENESIS_HASH, position: range.from ? event.position - 1 : 0 };
    }
    const broken = (reason: string) => ({
      verified,
      ok: false,
      broken: { id: event.id, position: event.position, reason },
    });
    if (event.position !== prev.position + 1)
      return broken(`event ${prev.position + 1} is missing before position ${event.position}`);
    if (event.prev_hash !== prev.hash) return broken('prev_hash does not match the hash of the event before it');
    if (auditHash(event) !== event.hash) return broken('content does not match its hash (edited)');
    verified++;
    prev = { hash: event.hash, position: event.position };
  }
  if (!range.to && (prev || !range.from)) {
    const [head] = await em.execute<{ last_hash: string; count: string }[]>(
      `select last_hash, count from core_audit_head where organization = ?`,
      [organizationId],
    );
    const count = head ? Number(head.count) : 0;
    const last = prev ?? { hash: GENESIS_HASH, position: 0 };
    if (count !== last.position || (head && head.last_hash !== last.hash)) {
      return {
        verified,
        ok: false,
        broken: {
          id: null,
          position: last.position + 1,
          reason: `the chain head records ${count} events ending in ${head?.last_hash.slice(0, 12)}; events after position ${last.position} were removed or the head was altered`,
        },
      };
    }
  }
  return { verified, ok: true };
}
