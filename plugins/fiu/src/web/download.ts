import { routePath } from '@app/core/shared';
import { downloadAttachment } from '@app/core/web';
import { fiuRoutes, type SavedInfoFilter } from '../shared/index.ts';

export type ErrorsDownloader = (filter: SavedInfoFilter) => Promise<string>;

/** Downloads every error of the saved rows matching `filter` (CSV streamed by the server) under the server's file name. */
export async function downloadSavedErrors(filter: SavedInfoFilter, token: string | null): Promise<string> {
  const qs = new URLSearchParams(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== '') as [string, string][],
  );
  return downloadAttachment(
    `${routePath(fiuRoutes.downloadSavedErrors)}${qs.size ? `?${qs}` : ''}`,
    token,
    'saved-info-errors.csv',
  );
}
