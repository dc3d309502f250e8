import { hashOf, StorageChecksumError, type Storage } from './storage.ts';

export type MigrationOutcome = 'copied' | 'skipped' | 'failed';

export interface MigrationCounts {
  /** Objects in the source. */
  total: number;
  /** Written to the target and read back with the source's checksum. */
  copied: number;
  /** Already in the target with the same size and checksum (a re-run). */
  skipped: number;
  failed: number;
  /** Bytes written. */
  bytes: number;
  failures: { key: string; message: string }[];
}

export interface MigrationOptions {
  /** Objects copied at once. */
  concurrency?: number;
  onObject?: (key: string, outcome: MigrationOutcome) => void;
}

/**
 * Copies every object of `source` into `target` (`app storage migrate`, ADR 0083). Each copy is
 * written with the source's SHA-256 (a mismatch aborts that write) and read back from the target
 * to prove the stored bytes. Idempotent: an object the target already holds with the same checksum
 * is skipped. One object's failure is counted and the rest go on.
 */
export async function migrateStorage(
  source: Storage,
  target: Storage,
  options: MigrationOptions = {},
): Promise<MigrationCounts> {
  const counts: MigrationCounts = { total: 0, copied: 0, skipped: 0, failed: 0, bytes: 0, failures: [] };
  const keys = source.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) {
      const key = next.value;
      counts.total++;
      let outcome: MigrationOutcome;
      try {
        outcome = await copyOne(source, target, key, counts);
      } catch (error) {
        outcome = 'failed';
        counts.failures.push({ key, message: error instanceof Error ? error.message : String(error) });
      }
      counts[outcome]++;
      options.onObject?.(key, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return counts;
}

async function copyOne(source: Storage, target: Storage, key: string, counts: MigrationCounts) {
  const want = await source.head(key);
  if (!want) throw new Error('disappeared from the source during the migration');
  const there = await target.head(key);
  if (there && there.size === want.size && there.sha256 === want.sha256) return 'skipped' as const;
  const { stream } = await source.stream(key);
  const written = await target.putStream(key, stream, { sha256: want.sha256 });
  counts.bytes += written.size;
  // Read back: the checksum of what the target now serves, not of what was sent.
  const check = await hashOf(key, (await target.stream(key)).stream);
  if (check.sha256 !== want.sha256) throw new StorageChecksumError(key, want.sha256, check.sha256);
  return 'copied' as const;
}
