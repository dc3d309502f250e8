import { newId } from '@app/core/shared';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { entryFingerprint } from '../engine/index.ts';
import { ListFormatError, type ListEntry, type ListSource, type SourceFile } from '../engine/model.ts';
import { readList } from '../readers/index.ts';
import { ListVersionEntity, type ListVersion } from './screening.entities.ts';

/** NOTIFY channel of list imports (payload: the source); the indexes of every replica listen. */
export const LIST_CHANGES_CHANNEL = 'screening_list_changes';

export interface ImportDelta {
  added: ListEntry[];
  changed: ListEntry[];
  removedIds: string[];
}
export interface ImportResult {
  version: ListVersion | null;
  unchanged: boolean;
  delta: ImportDelta;
  warnings: string[];
}
export type Progress = (fraction: number, message: string) => void | Promise<void>;

const BATCH = 1000;
/** Share of the current entries an import may remove without `force`. */
export const MAX_REMOVED_SHARE = 0.2;

export const filesHash = (files: SourceFile[]) => {
  const h = createHash('sha256');
  for (const f of [...files].sort((a, b) => a.name.localeCompare(b.name)))
    h.update(f.name).update('\0').update(f.content);
  return h.digest('hex');
};

/**
 * Parses the files, and when they differ from the current version stores a new version with its
 * entries and the delta against the previous one, switching `is_current` in one transaction.
 * A bad file throws before anything is written.
 */
export async function importListVersion(
  orm: MikroORM,
  source: ListSource,
  files: SourceFile[],
  opts: { userId?: string | null; progress?: Progress; force?: boolean } = {},
): Promise<ImportResult> {
  const progress = opts.progress ?? (() => undefined);
  await progress(0.05, 'Reading files');
  const parsed = readList(source, files);
  const hash = filesHash(files);
  await progress(0.3, `Parsed ${parsed.entries.length} entries`);
  const fingerprints = new Map<string, { entry: ListEntry; fp: string }>();
  for (const entry of parsed.entries) fingerprints.set(entry.id, { entry, fp: entryFingerprint(entry) });
  const counts: Record<string, number> = { total: parsed.entries.length, names: 0 };
  for (const e of parsed.entries) {
    counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    counts.names += e.names.length;
  }
  const publishedAt = parsed.publishedAt ? new Date(parsed.publishedAt) : null;
  const label = `${(publishedAt ?? new Date()).toISOString().slice(0, 10)}#${hash.slice(0, 8)}`;
  const versionId = newId();
  const all = [...fingerprints.values()];

  // One import per list at a time: the advisory lock serialises them, and the current version is
  // read again under it so two uploads of the same files cannot both become versions.
  const outcome = await orm.em.fork().transactional(async (tx) => {
    // Raw statements join the transaction only when given its context.
    const trx = tx.getTransactionContext();
    const run = <T = unknown[]>(sql: string, params: unknown[]) =>
      tx.getConnection().execute<T & unknown[]>(sql, params, 'all', trx);
    await run('select pg_advisory_xact_lock(hashtext(?))', [`screening-import:${source}`]);
    const [current] = await run<{ id: string; file_hash: string }[]>(
      'select id, file_hash from screening_list_version where source = ? and is_current',
      [source],
    );
    if (current?.file_hash === hash)
      return {
        unchanged: true as const,
        currentId: current.id,
        delta: { added: [], changed: [], removedIds: [] } as ImportDelta,
      };
    const previous = new Map<string, string>();
    if (current) {
      const rows = await run<{ entry_id: string; fingerprint: string }[]>(
        'select entry_id, fingerprint from screening_list_entry where version_id = ?',
        [current.id],
      );
      for (const r of rows) previous.set(r.entry_id, r.fingerprint);
    }
    const delta: ImportDelta = {
      added: [],
      changed: [],
      removedIds: [...previous.keys()].filter((id) => !fingerprints.has(id)),
    };
    for (const { entry, fp } of fingerprints.values()) {
      const before = previous.get(entry.id);
      if (before === undefined) delta.added.push(entry);
      else if (before !== fp) delta.changed.push(entry);
    }
    // A file cut at a line end can still parse; losing a large part of a list needs a deliberate choice.
    if (!opts.force && previous.size && delta.removedIds.length > previous.size * MAX_REMOVED_SHARE) {
      throw new ListFormatError(
        `This file would remove ${delta.removedIds.length} of ${previous.size} current ${source} entries (${Math.round((100 * delta.removedIds.length) / previous.size)}%): ` +
          'is it truncated? Import it with force to accept.',
      );
    }
    await run(
      'insert into screening_list_version (id, source, version, published_at, file_hash, counts, delta, is_current, imported_by, created_at) values (?, ?, ?, ?, ?, ?, ?, false, ?, now())',
      [
        versionId,
        source,
        label,
        publishedAt,
        hash,
        JSON.stringify(counts),
        JSON.stringify({ added: delta.added.length, changed: delta.changed.length, removed: delta.removedIds.length }),
        opts.userId ?? null,
      ],
    );
    for (let i = 0; i < all.length; i += BATCH) {
      const chunk = all.slice(i, i + BATCH);
      const params: unknown[] = [];
      const values = chunk.map(({ entry, fp }) => {
        params.push(newId(), versionId, entry.id, fp, JSON.stringify(entry));
        return '(?, ?, ?, ?, ?)';
      });
      await run(
        `insert into screening_list_entry (id, version_id, entry_id, fingerprint, data) values ${values.join(', ')}`,
        params,
      );
      await progress(
        0.3 + 0.6 * ((i + chunk.length) / all.length),
        `Stored ${i + chunk.length} of ${all.length} entries`,
      );
    }
    await run('update screening_list_version set is_current = (id = ?) where source = ?', [versionId, source]);
    // Delivered when this transaction commits: every replica's index reloads (ADR 0084).
    await run('select pg_notify(?, ?)', [LIST_CHANGES_CHANNEL, source]);
    return { unchanged: false as const, currentId: versionId, delta };
  });
  const version = await orm.em.fork().findOneOrFail(ListVersionEntity, { id: outcome.currentId });
  if (outcome.unchanged) return { version, unchanged: true, delta: outcome.delta, warnings: parsed.warnings };
  await progress(0.95, 'Version stored');
  return { version, unchanged: false, delta: outcome.delta, warnings: parsed.warnings };
}
