import { routePath } from '@app/core/shared';
import { downloadAttachment } from '@app/core/web';
import { workflowRoutes, type AuditQuery } from '../shared/index.ts';

/** Downloads the audit export with the bearer token and saves it under the server's file name. */
export async function downloadAudit(query: AuditQuery, token: string | null): Promise<string> {
  const qs = new URLSearchParams(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '') as [string, string][],
  );
  return downloadAttachment(
    `${routePath(workflowRoutes.exportAudit)}?${qs}`,
    token,
    `audit-trail.${query.format ?? 'csv'}`,
  );
}
