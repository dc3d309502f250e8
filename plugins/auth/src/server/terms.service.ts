import { notFound } from '@app/core/server';
import type { Principal } from '@app/core/plugin-api';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../shared/index.ts';
import { TermsEntity, UserEntity, type Terms } from './auth.entities.ts';
import { audit } from './audit.ts';

/** Terms are append-only (ADR 0013): a save or a restore adds a version; the newest is current. */
const newestFirst = { orderBy: { createdAt: 'desc', id: 'desc' } } as const;

const toTermsWire = (t: Terms) => ({
  content: t.content,
  text: t.content,
  structure: t.structure,
  updatedAt: t.createdAt.toISOString(),
});

export async function currentTerms(em: EntityManager) {
  const [t] = await em.find(TermsEntity, {}, { ...newestFirst, limit: 1 });
  return t ? toTermsWire(t) : null;
}

export async function saveTerms(
  em: EntityManager,
  principal: Principal,
  input: { structure: string; content: string },
) {
  const version = em.create(TermsEntity, {
    content: input.content,
    structure: input.structure,
    updatedBy: principal.userId,
  });
  audit(em, principal.organizationId, principal.userId, 'terms.saved', null, { version: version.id });
  await em.flush();
  return { terms: (await currentTerms(em))!, message: MESSAGES.changesSaved };
}

/** Every version, newest first, with who saved it (content left out: open one with `getTermsVersion`). */
export async function listTermsVersions(em: EntityManager) {
  const versions = await em.find(
    TermsEntity,
    {},
    { ...newestFirst, fields: ['id', 'createdAt', 'updatedBy', 'restoredFrom'] },
  );
  const authorIds = [...new Set(versions.map((v) => v.updatedBy).filter((id): id is string => !!id))];
  const authors = authorIds.length ? await em.find(UserEntity, { id: { $in: authorIds } }, { filters: false }) : [];
  const byId = new Map(authors.map((a) => [a.id, a]));
  return {
    versions: versions.map((v, i) => {
      const author = v.updatedBy ? byId.get(v.updatedBy) : undefined;
      return {
        _id: v.id,
        createdAt: v.createdAt.toISOString(),
        updatedBy: author ? { _id: author.id, username: author.username, email: author.email } : null,
        restoredFrom: v.restoredFrom ?? null,
        current: i === 0,
      };
    }),
  };
}

async function findVersion(em: EntityManager, id: string) {
  const version = await em.findOne(TermsEntity, { id });
  if (!version) throw notFound(MESSAGES.termsVersionNotFound);
  return version;
}

export async function getTermsVersion(em: EntityManager, id: string) {
  const v = await findVersion(em, id);
  return { version: { _id: v.id, ...toTermsWire(v), restoredFrom: v.restoredFrom ?? null } };
}

/** A restore appends a copy of the chosen version, so the history keeps the restore too. */
export async function restoreTermsVersion(em: EntityManager, principal: Principal, id: string) {
  const source = await findVersion(em, id);
  const copy = em.create(TermsEntity, {
    content: source.content,
    structure: source.structure,
    updatedBy: principal.userId,
    restoredFrom: source.id,
  });
  audit(em, principal.organizationId, principal.userId, 'terms.restored', null, { version: copy.id, from: source.id });
  await em.flush();
  return { terms: (await currentTerms(em))!, message: MESSAGES.termsRestored };
}
