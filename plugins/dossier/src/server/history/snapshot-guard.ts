import { HttpError } from '@app/core/server';
import { DOSSIER_MESSAGES as M } from '../../shared/index.ts';

/** A write sent from a snapshot view carries its id (`snapshotId` or `snapshot_id`). */
export const viewingSnapshot = (input: unknown): boolean => {
  if (!input || typeof input !== 'object') return false;
  const o = input as Record<string, unknown>;
  return Boolean(o.snapshotId || o.snapshot_id);
};

/**
 * Every dossier write calls this first with its body (and query): a snapshot is read-only
 * [001:458] → 400 'You are viewing a snapshot, please go back to the current view to save changes'.
 */
export function refuseWhileViewingSnapshot(...inputs: unknown[]): void {
  if (inputs.some(viewingSnapshot)) throw new HttpError(400, M.viewingSnapshot);
}
