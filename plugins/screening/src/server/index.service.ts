import { listenChannel, type ChannelListener } from '@app/core/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { buildEntryGroups, ScreeningIndex, type EntryLink } from '../engine/index.ts';
import type { ListEntry, ListSource, SourceFile } from '../engine/model.ts';
import type { ScreeningIndexes } from '../shared/index.ts';
import { runImport } from './import-job.ts';
import { LIST_CHANGES_CHANNEL } from './import.service.ts';
import { ListVersionEntity, type ListVersion } from './screening.entities.ts';

/**
 * The in-memory screening index over the current version of every list, built from PostgreSQL at
 * start and rebuilt when a list version changes: after an import here, on the NOTIFY every import
 * sends when it commits (another replica, the CLI; ADR 0084), and by a slow poll as a fallback.
 */
export class IndexService implements ScreeningIndexes {
  private index: ScreeningIndex = ScreeningIndex.build([]);
  private versions: ListVersion[] = [];
  private fingerprints = new Map<string, string>();
  private links = new Map<string, EntryLink>();
  private signature = '';
  private queue: Promise<unknown> = Promise.resolve();
  private listener: ChannelListener | null = null;

  constructor(private readonly orm: MikroORM) {}

  /** Reloads on every list import committed anywhere (and after a lost connection, to catch up). */
  listen(onError: (error: unknown) => void): Promise<void> {
    const reload = () => void this.refresh().catch(onError);
    this.listener ??= listenChannel(this.orm, LIST_CHANGES_CHANNEL, reload, { onReconnect: reload, onError });
    return this.listener.ready;
  }

  /** Whether imports on other processes reach this index at once (else within the poll interval). */
  get listening(): boolean {
    return this.listener?.listening ?? false;
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.listener = null;
  }

  get current(): ScreeningIndex {
    return this.index;
  }
  get currentVersions(): ListVersion[] {
    return this.versions;
  }
  /** Cross-list groups of the current entries (one person on several lists). */
  get groups(): Map<string, EntryLink> {
    return this.links;
  }
  fingerprintOf(entryId: string): string | undefined {
    return this.fingerprints.get(entryId);
  }
  versionOf(source: string): ListVersion | undefined {
    return this.versions.find((v) => v.source === source);
  }

  /** A list import into this index (runImport): new version, refresh, re-screening. */
  importList(source: ListSource, files: SourceFile[], opts: { userId?: string | null; force?: boolean } = {}) {
    return runImport(this.orm, this, source, files, opts.userId ?? null, undefined, { force: opts.force });
  }

  /**
   * Rebuilds when the set of current versions differs from the loaded one; returns whether it did.
   * Calls run one after another (a notification and the importing request often ask together): each
   * reads the versions after the previous rebuild, and an unchanged set costs one small query.
   */
  refresh(force = false): Promise<boolean> {
    const next = this.queue.then(() => this.load(force));
    this.queue = next.catch(() => false);
    return next;
  }

  private async load(force: boolean): Promise<boolean> {
    const em = this.orm.em.fork();
    const versions = await em.find(ListVersionEntity, { isCurrent: true }, { orderBy: { source: 'asc' } });
    const signature = versions.map((v) => v.id).join(',');
    if (!force && signature === this.signature) return false;
    const entries: ListEntry[] = [];
    const fingerprints = new Map<string, string>();
    if (versions.length) {
      const rows = await em
        .getConnection()
        .execute<{ entry_id: string; fingerprint: string; data: ListEntry | string }[]>(
          `select entry_id, fingerprint, data from screening_list_entry where version_id in (${versions.map(() => '?').join(', ')})`,
          versions.map((v) => v.id),
        );
      for (const r of rows) {
        entries.push(typeof r.data === 'string' ? JSON.parse(r.data) : r.data);
        fingerprints.set(r.entry_id, r.fingerprint);
      }
    }
    this.index = ScreeningIndex.build(entries);
    this.links = buildEntryGroups(entries);
    this.versions = versions;
    this.fingerprints = fingerprints;
    this.signature = signature;
    return true;
  }
}
