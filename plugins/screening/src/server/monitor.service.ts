import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ScreeningIndex } from '../engine/index.ts';
import type { ScreeningRequest } from '../shared/index.ts';
import type { ImportDelta } from './import.service.ts';
import type { IndexService } from './index.service.ts';
import { AlertEntity, DecisionEntity, MonitorEntity, SearchEntity, type StoredHit } from './screening.entities.ts';
import { runSearch } from './screening.service.ts';

export interface RescreenOutcome {
  rescreened: number;
  alerts: number;
}

/**
 * Ongoing screening after a list changed: only subjects that the delta can affect are re-screened
 * (a hit on an added/changed entry, or a current hit on a changed/removed one). A new hit or a hit
 * whose entry changed raises an alert; unchanged hits do not, and a false-positive decision keeps
 * a re-appearing, unchanged entry quiet. Runs across organisations (a platform job).
 */
export async function rescreenAffected(
  orm: MikroORM,
  indexes: IndexService,
  delta: ImportDelta,
  opts: { all?: boolean; progress?: (done: number, total: number, message?: string) => Promise<void> } = {},
): Promise<RescreenOutcome> {
  const touched = [...delta.added, ...delta.changed];
  const deltaIndex = ScreeningIndex.build(touched);
  const changedIds = new Set([...delta.changed.map((e) => e.id), ...delta.removedIds]);
  const outcome: RescreenOutcome = { rescreened: 0, alerts: 0 };
  if (!opts.all && !touched.length && !changedIds.size) return outcome;
  const em = orm.em.fork();
  const monitors = await em.find(MonitorEntity, {}, { filters: false });
  // One query for the subjects instead of one per monitor.
  const searches = new Map(
    (await em.find(SearchEntity, { id: { $in: monitors.map((m) => m.searchId) } }, { filters: false })).map((s) => [
      s.id,
      s,
    ]),
  );
  let done = 0;
  let lastReport = 0;
  await opts.progress?.(0, monitors.length, 'Re-screening subjects');
  for (const monitor of monitors) {
    done++;
    if (opts.progress && (Date.now() - lastReport > 500 || done === monitors.length)) {
      lastReport = Date.now();
      await opts.progress(
        done,
        monitors.length,
        `${outcome.alerts} new alert${outcome.alerts === 1 ? '' : 's'} so far`,
      );
    }
    const search = searches.get(monitor.searchId);
    if (!search) continue;
    const request = search.request as unknown as ScreeningRequest;
    const affected =
      opts.all ||
      monitor.hits.some((h) => changedIds.has(h.entryId)) ||
      (touched.length > 0 && deltaIndex.search({ ...request, kinds: ['person'] }, { limit: 1 }).length > 0);
    if (!affected) continue;
    outcome.rescreened++;
    const { hits } = runSearch(indexes, request);
    outcome.alerts += await raiseAlerts(em, search, monitor.hits, hits);
    monitor.hits = hits;
    monitor.lastScreenedAt = new Date();
  }
  await em.flush();
  return outcome;
}

async function raiseAlerts(
  em: EntityManager,
  search: { id: string; organization: string; subjectKey: string },
  before: StoredHit[],
  after: StoredHit[],
): Promise<number> {
  let count = 0;
  for (const hit of after) {
    const previous = before.find((h) => h.entryId === hit.entryId);
    if (previous && previous.fingerprint === hit.fingerprint) continue;
    const reason = previous ? 'changed_hit' : 'new_hit';
    if (reason === 'new_hit') {
      const [decision] = await em.find(
        DecisionEntity,
        { organization: search.organization, subjectKey: search.subjectKey, entryId: hit.entryId },
        { filters: false, orderBy: { createdAt: 'desc' }, limit: 1 },
      );
      if (decision?.decision === 'false_positive' && decision.fingerprint === hit.fingerprint) continue;
    }
    em.create(AlertEntity, {
      organization: search.organization,
      searchId: search.id,
      entryId: hit.entryId,
      entryName: hit.name.slice(0, 500),
      reason,
      score: hit.score,
      listSource: hit.source,
      listVersion: hit.version,
    });
    count++;
  }
  return count;
}

export async function listAlerts(em: EntityManager, status: 'open' | 'reviewed' | 'all' = 'open') {
  const alerts = await em.find(AlertEntity, status === 'all' ? {} : { status }, {
    orderBy: { createdAt: 'desc' },
    limit: 500,
  });
  const searches = await em.find(SearchEntity, { id: { $in: [...new Set(alerts.map((a) => a.searchId))] } });
  return {
    alerts: alerts.map((a) => ({
      _id: String(a.id),
      search_id: a.searchId,
      subject: (searches.find((s) => s.id === a.searchId)?.request ?? {}) as ScreeningRequest,
      entry_id: a.entryId,
      entry_name: a.entryName,
      reason: a.reason as 'new_hit' | 'changed_hit',
      score: Number(a.score),
      list: { source: a.listSource, version: a.listVersion },
      status: a.status as 'open' | 'reviewed',
      created_at: a.createdAt.toISOString(),
    })),
  };
}

/** A decision on a hit closes the open alerts of that subject and entry. */
export async function closeAlerts(em: EntityManager, searchId: string, entryId: string) {
  await em.nativeUpdate(AlertEntity, { searchId, entryId, status: 'open' }, { status: 'reviewed' });
}
