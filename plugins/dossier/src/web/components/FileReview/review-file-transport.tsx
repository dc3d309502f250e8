import { createHttp, responseError } from '@app/core/client';
import { routeUrl } from '@app/core/shared';
import { fetchBlob, saveBlob, useApiRuntime } from '@app/core/web';
import { siteRoutes } from '@app/plugin-auth/shared';
import { screeningRoutes } from '@app/plugin-screening/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { FILE_PATHS, isScreeningPdf, type ReviewedFile } from '../../../shared/index.ts';
import { fetchFilesTransport } from '../files/transport.tsx';

/** Whether a reviewed file can be opened: 'gone' = no longer a version of the dossier (replaced, removed). */
export type FileCheck =
  { state: 'ok'; size?: number } | { state: 'missing' | 'gone' | 'forbidden' | 'error'; message: string };

/** How the review view opens, downloads and checks a file; stories pass a fake. */
export interface ReviewFileTransport {
  viewUrl(file: ReviewedFile, token: string | null): Promise<string>;
  download(file: ReviewedFile, token: string | null): Promise<Blob>;
  check(file: ReviewedFile, token: string | null): Promise<FileCheck>;
}

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const screeningPdf = (id: string, viewToken?: string) =>
  routeUrl(screeningRoutes.downloadPdf, { id, token: viewToken });
const downloadUrl = (f: ReviewedFile) => (isScreeningPdf(f) ? screeningPdf(f.id) : FILE_PATHS.download(f.id));

/** The real calls: dossier files through the files routes, filed screening PDFs through the screening plugin's route. */
export const fetchReviewFileTransport: ReviewFileTransport = {
  async viewUrl(file, token) {
    if (!isScreeningPdf(file)) return fetchFilesTransport.viewUrl(file.id, token);
    // The view token is bound to the file id it is made for (ADR 0032).
    const view = await createHttp({ baseUrl: '', getToken: () => token })(siteRoutes.generateViewToken, {
      id: file.id,
    });
    return screeningPdf(file.id, view.token);
  },
  download: (file, token) => fetchBlob(downloadUrl(file), token),
  async check(file, token) {
    // Headers are enough: the body is cancelled unread.
    const res = await fetch(downloadUrl(file), { headers: auth(token) });
    if (res.ok) {
      await res.body?.cancel().catch(() => undefined);
      // Streamed files have no length header; a buffered one (a screening PDF) tells its size.
      const length = Number(res.headers.get('content-length') ?? NaN);
      return Number.isInteger(length) && length > 0 ? { state: 'ok', size: length } : { state: 'ok' };
    }
    const { message } = await responseError(res);
    if (res.status === 403 || res.status === 401)
      return { state: 'forbidden', message: 'You may not open this file (download permission of its section).' };
    if (res.status === 404)
      return /missing/i.test(message)
        ? { state: 'missing', message: 'The file is missing in storage: it cannot be opened or downloaded.' }
        : {
            state: 'gone',
            message:
              'This file version is no longer in the dossier (replaced or removed), so it cannot be opened here.',
          };
    return { state: 'error', message: 'The file could not be read; try again or contact the support.' };
  },
};

const Context = createContext<ReviewFileTransport>(fetchReviewFileTransport);

export function ReviewFileTransportProvider({
  transport,
  children,
}: {
  transport: ReviewFileTransport;
  children: ReactNode;
}) {
  return <Context.Provider value={transport}>{children}</Context.Provider>;
}

/** The transport bound to the session token. */
export function useReviewFiles() {
  const transport = useContext(Context);
  const { tokens } = useApiRuntime();
  return useMemo(
    () => ({
      /** Opens the file in a new tab; the tab is opened first so pop-up blockers let it through. */
      async view(file: ReviewedFile) {
        const tab = window.open('about:blank', '_blank');
        try {
          const url = await transport.viewUrl(file, tokens.get());
          if (tab) tab.location.href = url;
          else window.open(url, '_blank', 'noopener');
        } catch (error) {
          tab?.close();
          throw error;
        }
      },
      save: async (file: ReviewedFile) => saveBlob(await transport.download(file, tokens.get()), file.filename),
      check: (file: ReviewedFile) => transport.check(file, tokens.get()),
    }),
    [transport, tokens],
  );
}
