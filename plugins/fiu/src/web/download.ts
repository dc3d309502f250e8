import { routePath } from '@app/core/shared';
import { downloadAttachment } from '@app/core/web';
import { fiuRoutes, type ErrorKind, type SavedInfoFilter } from '../shared/index.ts';

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

export type ConversionErrorsDownloader = (fileId: string, kind?: ErrorKind) => Promise<string>;

/** Downloads every error of a conversion (or of one kind) as CSV, streamed by the server. */
export async function downloadConversionErrors(fileId: string, kind: ErrorKind | undefined, token: string | null) {
  const qs = new URLSearchParams({ id: fileId, ...(kind ? { kind } : {}) });
  return downloadAttachment(`${routePath(fiuRoutes.downloadConversionErrors)}?${qs}`, token, 'conversion-errors.csv');
}
