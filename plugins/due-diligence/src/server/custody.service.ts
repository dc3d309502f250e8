import type { Principal } from '@app/core/plugin-api';
import { isAllowed, newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { DD_MESSAGES as M, ddRoutes } from '../shared/index.ts';
import type { DdLink, DueDiligence } from './dd.entities.ts';
import type { DdDeps } from './dd.deps.ts';

/** ADR 0063: a link is the client's voice; staff who held or used it do not approve what came through it. */
export type CustodyAction = 'revealed' | 'used';

/** Tokens go only to those who send links: the permission of the create route. */
export const mayHoldTokens = (principal: Principal | null): boolean =>
  Boolean(principal && isAllowed(principal.permissions, ddRoutes.createDueDiligence.permission!));

/** Where a call came from, as stored on submissions and in audit details (with the staff session it carried, if any). */
export const requestFrom = (request: FastifyRequest, principal: Principal | null = null) => ({
  ip: request.ip ?? null,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512) || null,
  signedInUser: principal?.userId ?? null,
});
export type RequestFrom = ReturnType<typeof requestFrom>;

const isActive = (link: DdLink, now = new Date()) => !link.revokedAt && link.expiresAt > now;

/** Remembers that `userId` revealed or used `link`; true the first time (then the hand-out is news for the audit trail). */
export async function remember(
  em: EntityManager,
  link: DdLink,
  userId: string,
  action: CustodyAction,
  via: string,
): Promise<boolean> {
  const now = new Date();
  const [row] = await em.execute<{ inserted: boolean }[]>(
    `insert into due_diligence_link_custody (id, organization, due_diligence_id, link_id, kind, user_id, action, via, first_at, last_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (link_id, user_id, action) do update set last_at = excluded.last_at
     returning (xmax = 0) as inserted`,
    [newId(), link.organization, link.dueDiligenceId, link.id, link.kind, userId, action, via, now, now],
  );
  return Boolean(row?.inserted);
}

/**
 * Records that active `links` were handed to `principal`: custody row and `due_diligence.link_revealed`.
 * The explicit reveal, create and re-issue are audited every time; a list only on the first hand-out
 * of each link to that user (a list is read again and again, the tokens in it do not change).
 */
export async function recordReveal(
  deps: DdDeps,
  em: EntityManager,
  principal: Principal,
  dd: DueDiligence,
  links: readonly (DdLink | null | undefined)[],
  via: 'list' | 'create' | 'reissue' | 'reveal',
  ip: string | null,
): Promise<void> {
  for (const link of links) {
    if (!link || !isActive(link)) continue;
    const first = await remember(em, link, principal.userId, 'revealed', via);
    if (!first && via === 'list') continue;
    await deps.ctx.audit.record(em, {
      organizationId: dd.organization,
      action: 'due_diligence.link_revealed',
      actorId: principal.userId,
      objectType: 'due_diligence_record',
      objectId: dd.id,
      companyId: dd.companyId,
      ip,
      details: { kind: link.kind, link_id: link.id, via },
    });
  }
}

/** Every staff member who revealed or used a link of the record (any of its links, past or present). */
export async function involvedIn(em: EntityManager, ddId: string): Promise<string[]> {
  const rows = await em.execute<{ user_id: string }[]>(
    `select distinct user_id from due_diligence_link_custody where due_diligence_id = ?`,
    [ddId],
  );
  return rows.map((r) => r.user_id);
}

/** The engine's one four-eyes rule, worded for a link (rejecting stays open to everyone). */
export async function assertNotCustodian(
  deps: DdDeps,
  em: EntityManager,
  principal: Principal,
  dd: { id: string; organization: string },
): Promise<boolean> {
  const involved = await involvedIn(em, dd.id);
  await deps.workflow.assertFourEyes(em, {
    organizationId: dd.organization,
    userId: principal.userId,
    involved,
    message: M.linkFourEyes,
  });
  return involved.includes(principal.userId);
}
