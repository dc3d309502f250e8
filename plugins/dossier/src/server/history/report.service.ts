import { renderPdf } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadDossier } from '../dossier-state.ts';
import { findSnapshot } from './snapshot.service.ts';
import { dossierReportHtml } from './report.html.ts';

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60) || 'client';

/** The dossier (today, or as of a revision) as an A4 PDF, through core's Chromium renderer. */
export async function dossierReportPdf(
  em: EntityManager,
  companyId: string,
  snapshotId: string | null,
  who: { organisation: string; generatedBy: string },
) {
  const state = await loadDossier(em, companyId, snapshotId);
  const snapshot = state.snapshotId ? await findSnapshot(em, state.snapshotId) : null;
  const generatedAt = new Date();
  const html = dossierReportHtml(state, {
    ...who,
    generatedAt,
    revision: snapshot ? { label: snapshot.label, date: snapshot.createdAt.toISOString() } : null,
  });
  const pdf = await renderPdf(html);
  const filename = `dossier-${slug(state.company.listName)}-${snapshot ? `revision-${snapshot.createdAt.toISOString().slice(0, 10)}` : generatedAt.toISOString().slice(0, 10)}.pdf`;
  return { pdf, filename };
}
