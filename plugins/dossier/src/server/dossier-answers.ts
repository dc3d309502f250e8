import { AnswerCache, preparedRows } from '@app/core/server';
import type { Principal } from '@app/core/plugin-api';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Kept answers of the two large dossier reads (ADR 0054). `dashboard-data` is a function of the
 * company, its objects and its pending count; `get-kyc-files-info_2` of the company, its objects
 * and the caller's role (redaction). `dossier_company.version` moves in the same transaction as any
 * change to the company or its objects, so one indexed row tells whether a kept answer is current.
 * Snapshot reads are not kept (a snapshot can be deleted without the dossier changing).
 */
export interface DossierVersion {
  version: string;
  pending: number;
}

export function dossierAnswers(maxBytes?: number) {
  const cache = new AnswerCache(maxBytes);
  return {
    cache,
    /** The live dossier's version (and pending count when asked), or null when the caller's organisation has no such live client. */
    async version(
      em: EntityManager,
      organization: string,
      companyId: string,
      pendingCountSql?: (id: string, org: string) => string,
    ): Promise<DossierVersion | null> {
      const [row] = await preparedRows<{ version: string; pending: string | number }>(
        em,
        `select c.version, ${pendingCountSql ? pendingCountSql('c.id', 'c.organization') : '0'} as pending from dossier_company c where c.id = ? and c.organization = ? and c.removed = false`,
        [companyId, organization],
      );
      return row ? { version: String(row.version), pending: Number(row.pending) } : null;
    },
    send(
      request: FastifyRequest,
      reply: FastifyReply,
      principal: Principal,
      parts: (string | number)[],
      compute: () => Promise<unknown>,
    ): Promise<Buffer> {
      return cache.send(request, reply, [principal.organizationId, ...parts].join('\u0000'), compute);
    },
  };
}
