import { routePath, routeUrl } from '@app/core/shared';
import { downloadAttachment } from '@app/core/web';
import { importsRoutes, transactionsRoutes, type TransactionFilters } from '../shared/index.ts';
import { paramsOf } from './filters.ts';

export type TransactionsDownloader = (filters: TransactionFilters) => Promise<string>;

/** Downloads the filtered list as CSV (streamed by the server) under the server's file name. */
export function downloadTransactionsCsv(filters: TransactionFilters, token: string | null): Promise<string> {
  const qs = paramsOf(filters);
  return downloadAttachment(
    `${routePath(transactionsRoutes.exportTransactions)}${qs.size ? `?${qs}` : ''}`,
    token,
    'transactions.csv',
  );
}

export type ImportErrorsDownloader = (
  importId: string,
  filter: { reason?: string; column?: string },
) => Promise<string>;

/** Downloads every error of an import matching the filter (CSV streamed by the server). */
export function downloadImportErrorsCsv(
  importId: string,
  filter: { reason?: string; column?: string },
  token: string | null,
): Promise<string> {
  return downloadAttachment(
    routeUrl(importsRoutes.downloadImportErrors, { id: importId, ...filter }),
    token,
    `import-${importId}-errors.csv`,
  );
}
