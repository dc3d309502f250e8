import { routePath } from '@app/core/shared';
import { downloadAttachment } from '@app/core/web';
import { dossierRoutes } from '../shared/index.ts';

/** Downloads the dossier PDF (today or of a revision) with the bearer token, under the server's file name. */
export async function downloadDossierReport(
  companyId: string,
  snapshotId: string | null,
  token: string | null,
): Promise<string> {
  const qs = new URLSearchParams({ company_id: companyId, ...(snapshotId ? { snapshotId } : {}) });
  return downloadAttachment(`${routePath(dossierRoutes.dossierReport)}?${qs}`, token, 'dossier.pdf');
}

/** Plain text of a revision comment (Plate value or text). */
export function commentText(value: unknown): string {
  if (!Array.isArray(value)) return typeof value === 'string' ? value : '';
  const walk = (nodes: unknown[]): string =>
    nodes
      .map((n) =>
        n && typeof n === 'object'
          ? 'text' in n
            ? String((n as { text: unknown }).text)
            : walk((n as { children?: unknown[] }).children ?? [])
          : '',
      )
      .join('');
  return value
    .map((block) => walk([block]))
    .join('\n')
    .trim();
}

/** 'MMM DD, YYYY hh:mm A' (001 date format), in UTC so every reader sees the same. */
export function revisionDate(iso: string): string {
  const d = new Date(iso);
  const month = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const h = d.getUTCHours();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${month} ${pad(d.getUTCDate())}, ${d.getUTCFullYear()} ${pad(h % 12 || 12)}:${pad(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
