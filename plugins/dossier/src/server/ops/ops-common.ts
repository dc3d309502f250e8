import type { Principal } from '@app/core/plugin-api';
import { HttpError } from '@app/core/server';
import type { FieldError } from '@app/core/shared';
import type { Actor } from '@app/plugin-workflow/shared';
import type { FastifyRequest } from 'fastify';
import { DOSSIER_MESSAGES as M } from '../../shared/index.ts';

export const invalid = (errors: FieldError[]) => new HttpError(400, errors[0]!.message, errors);
export const actorOf = (p: Principal, request: FastifyRequest): Actor => ({
  userId: p.userId,
  organizationId: p.organizationId,
  ip: request.ip ?? null,
});

/** Writes refuse while viewing a snapshot [001:458]. */
export function refuseSnapshot(body: { snapshotId?: string | null; snapshot_id?: string | null }): void {
  if (body.snapshotId || body.snapshot_id) throw new HttpError(400, M.viewingSnapshot);
}
