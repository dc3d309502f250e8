import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEventEntity } from './auth.entities.ts';

/** Queues an audit event in the unit of work; it is written with the change it describes. */
export function audit(
  em: EntityManager,
  organization: string,
  actorId: string | null,
  action: string,
  targetId: string | null,
  details?: Record<string, unknown>,
): void {
  em.create(AuditEventEntity, { organization, actorId, action, targetId, details: details ?? null });
}
