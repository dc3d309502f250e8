import { bindRoutes, type Http } from '@app/core/client';
import * as supportRoutes from './support.routes.ts';

export * from './manifest.ts';
export * from './messages.ts';
export * from './ticket.schema.ts';
export { supportRoutes };

const {
  UPLOAD_SUPPORT_FILE_PATH: _p,
  supportFilePath: _f,
  uploadSupportFile: _u,
  getSupportFile: _g,
  ...calls
} = supportRoutes;
/** The JSON calls (upload and download go through the web transport). */
export const supportApi = calls;
export const createSupportClient = (http: Http) => bindRoutes(http, supportApi);
export type SupportClient = ReturnType<typeof createSupportClient>;

/** 'MMM DD, YYYY hh:mm A' (seed 002 §9), a dash when empty. */
export function formatTicketDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = d.getHours() % 12 || 12;
  return `${d.toLocaleString('en-US', { month: 'short' })} ${pad(d.getDate())}, ${d.getFullYear()} ${pad(h)}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}
