import { ApiError } from '@app/core/client';
import { routePath } from '@app/core/shared';
import { workflowRoutes, type AuditQuery } from '../shared/index.ts';

/** Downloads the audit export with the bearer token and saves it under the server's file name. */
export async function downloadAudit(query: AuditQuery, token: string | null): Promise<string> {
  const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '') as [string, string][]);
  const res = await fetch(`${routePath(workflowRoutes.exportAudit)}?${qs}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ message: res.statusText }))) as { message: string };
    throw new ApiError(res.status, body);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `audit-trail.${query.format ?? 'csv'}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
