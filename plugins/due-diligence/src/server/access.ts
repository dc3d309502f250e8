import type { Principal } from '@app/core/plugin-api';
import { HttpError, TENANT_FILTER, notFound, unauthorized, forbidden } from '@app/core/server';
import { isAllowed } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { DD_MESSAGES as M, type LinkKind } from '../shared/index.ts';
import { DdLinkEntity, DueDiligenceEntity, type DdLink, type DueDiligence } from './dd.entities.ts';
import type { DdDeps } from './dd.deps.ts';
import { refuseForeignOrigin } from './cors.ts';
import { remember, requestFrom } from './custody.service.ts';

export type Access =
  | { viewer: 'staff'; principal: Principal; dd: DueDiligence; link: null }
  | { viewer: 'client'; principal: null; dd: DueDiligence; link: DdLink };

const gone = (message: string, reason: string) => new HttpError(410, message, undefined, { reason });

/**
 * A link token makes its holder a limited user of exactly one record (ADR 0043): the lookup ignores
 * tenants, then binds the tenant filter to the link's organisation, so every later read of the
 * request sees that organisation only. Refused tokens answer 404 (unknown) or 410 (expired, revoked).
 * A call that also carries a staff session makes that user a custodian of the link (ADR 0063).
 */
export async function resolveToken(
  deps: DdDeps,
  em: EntityManager,
  request: FastifyRequest,
  token: string,
  call: string,
  kinds: readonly LinkKind[] = ['form', 'documents'],
  principal: Principal | null = null,
): Promise<{ dd: DueDiligence; link: DdLink }> {
  await deps.limits.ip.hit(`ip:${request.ip}`);
  await deps.limits.token.hit(`t:${token}`);
  const link = await em.findOne(DdLinkEntity, { token }, { filters: false, refresh: true });
  if (!link) throw new HttpError(404, M.linkInvalid, undefined, { reason: 'invalid' });
  em.setFilterParams(TENANT_FILTER, { organization: link.organization });
  await refuseForeignOrigin(deps.ctx, em, request, link, call);
  const refused = link.revokedAt
    ? 'revoked'
    : link.expiresAt <= new Date()
      ? 'expired'
      : !kinds.includes(link.kind as LinkKind)
        ? 'wrong_kind'
        : null;
  const dd = await em.findOne(DueDiligenceEntity, { id: link.dueDiligenceId, removed: false }, { refresh: true });
  await deps.ctx.audit.record(em, {
    organizationId: link.organization,
    action: refused ? 'due_diligence.link_refused' : 'due_diligence.link_used',
    actorId: null,
    actorName: `${link.kind} link`,
    objectType: 'due_diligence_record',
    objectId: link.dueDiligenceId,
    companyId: dd?.companyId ?? null,
    ip: request.ip ?? null,
    details: {
      call,
      link_id: link.id,
      kind: link.kind,
      user_agent: requestFrom(request).userAgent,
      ...(refused ? { reason: refused } : {}),
      ...(principal ? { signed_in_user: principal.userId } : {}),
    },
  });
  if (refused === 'revoked') throw gone(M.linkRevoked, 'revoked');
  if (refused === 'expired') throw gone(M.linkExpired, 'expired');
  if (refused === 'wrong_kind') throw forbidden(M.linkWrongKind);
  if (!dd) throw new HttpError(404, M.recordNotFound, undefined, { reason: 'not_found' });
  if (principal) await remember(em, link, principal.userId, 'used', call);
  return { dd, link };
}

/** A record of the caller's organisation (the tenant filter is bound to the principal). */
export async function staffRecord(em: EntityManager, id: string): Promise<DueDiligence> {
  const dd = await em.findOne(DueDiligenceEntity, { id, removed: false }, { refresh: true });
  if (!dd) throw notFound(M.recordNotFound);
  return dd;
}

/** Routes open to both: the link token when given, otherwise a signed-in member with `permission`. */
export async function staffOrClient(
  deps: DdDeps,
  em: EntityManager,
  request: FastifyRequest,
  principal: Principal | null,
  input: { token?: string; id?: string },
  permission: string,
  call: string,
  kinds?: readonly LinkKind[],
): Promise<Access> {
  if (input.token) {
    const { dd, link } = await resolveToken(deps, em, request, input.token, call, kinds, principal);
    if (input.id && input.id !== dd.id) throw notFound(M.recordNotFound);
    return { viewer: 'client', principal: null, dd, link };
  }
  if (!principal) throw unauthorized('Authentication required');
  if (!isAllowed(principal.permissions, permission)) throw forbidden();
  if (!input.id) throw new HttpError(400, M.recordNotFound, [{ field: 'id', message: M.recordNotFound }]);
  return { viewer: 'staff', principal, dd: await staffRecord(em, input.id), link: null };
}
