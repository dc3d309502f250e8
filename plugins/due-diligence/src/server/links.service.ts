import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { DEFAULT_LINK_DAYS, type LinkKind } from '../shared/index.ts';
import { DdLinkEntity, DdSettingsEntity, type DdLink, type DueDiligence } from './dd.entities.ts';

export const newToken = () => randomBytes(32).toString('base64url');

export async function settingsOf(em: EntityManager, organization: string) {
  const row = await em.findOne(DdSettingsEntity, { organization }, { refresh: true });
  return { link_days: row?.linkDays ?? DEFAULT_LINK_DAYS, cors_origins: row?.corsOrigins ?? [] };
}

export async function issueLink(
  em: EntityManager,
  dd: DueDiligence,
  kind: LinkKind,
  userId: string,
  days?: number,
): Promise<DdLink> {
  const lifetime = days ?? (await settingsOf(em, dd.organization)).link_days;
  const link = em.create(DdLinkEntity, {
    organization: dd.organization,
    dueDiligenceId: dd.id,
    kind,
    token: newToken(),
    expiresAt: new Date(Date.now() + lifetime * 86_400_000),
    revokedAt: null,
    createdBy: userId,
  });
  await em.flush();
  return link;
}

/** The newest link of each kind per record (revoked or expired ones included, so the list can say so). */
export async function latestLinks(
  em: EntityManager,
  ids: string[],
): Promise<Map<string, { form?: DdLink; documents?: DdLink }>> {
  const out = new Map<string, { form?: DdLink; documents?: DdLink }>();
  if (!ids.length) return out;
  const rows = await em.find(DdLinkEntity, { dueDiligenceId: { $in: ids } }, { orderBy: { createdAt: 'asc' } });
  for (const l of rows) {
    const slot = out.get(l.dueDiligenceId) ?? {};
    slot[l.kind as LinkKind] = l;
    out.set(l.dueDiligenceId, slot);
  }
  return out;
}

export async function revokeActive(em: EntityManager, ddId: string, kind: LinkKind): Promise<DdLink | null> {
  const link = await em.findOne(DdLinkEntity, { dueDiligenceId: ddId, kind }, { orderBy: { createdAt: 'desc' } });
  if (link && !link.revokedAt) {
    link.revokedAt = new Date();
    await em.flush();
  }
  return link;
}
