import { fillPath, routePath, routeUrl } from '@app/core/shared';
import { previewClientImport, startClientImport } from './client-import.routes.ts';
import { downloadKycFile, updateFile, uploadFile, uploadKycFile, viewKycFile } from './files.routes.ts';

/** Browser paths of the files calls that are not JSON (multipart uploads, the file views), from their contracts. */
export const FILE_PATHS = {
  uploadKycFile: routePath(uploadKycFile),
  uploadFile: routePath(uploadFile),
  updateFile: (id: string) => fillPath(updateFile, { id }).path,
  view: (id: string, viewingToken: string) => routeUrl(viewKycFile, { id, viewingToken }),
  download: (id: string) => routeUrl(downloadKycFile, { id }),
} as const;

/** The client import's two multipart calls (ADR 0072). */
export const IMPORT_PATHS = { preview: routePath(previewClientImport), start: routePath(startClientImport) } as const;
