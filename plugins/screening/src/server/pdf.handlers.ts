import { contentDisposition, forbidden, notFound, storeWithRecord, TENANT_FILTER } from '@app/core/server';
import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { isAllowed, newId, routePath } from '@app/core/shared';
import type { AuthService } from '@app/plugin-auth/shared';
import {
  SCREENING_MESSAGES as M,
  screeningRoutes as r,
  type PersonScreeningSource,
  type ScreeningResponse,
} from '../shared/index.ts';
import { namesOf } from './case.service.ts';
import { renderPdf, resultHtml } from './pdf.service.ts';
import { DecisionEntity, PdfEntity, SearchEntity } from './screening.entities.ts';

/** A file name of at most ~100 characters from the subject's names. */
export function pdfFilename(surname: string, firstname: string, n: number | null): string {
  const part = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 40) || 'x';
  return `sanction-screening-${part(surname)}-${part(firstname)}-${n === null ? 'no-match' : n}.pdf`;
}

/**
 * Save as PDF (any past screening, from the popup or the item page; a screening without hits gives a
 * clean-result certificate for sanctionIndex 0) and the download. The file is kept only when its record
 * commits (storeWithRecord).
 */
export function pdfHandlers(
  app: RouteRegistrar,
  ctx: PluginContext,
  auth: Pick<AuthService, 'userNames' | 'verifyViewToken'>,
  persons: { current: PersonScreeningSource | null } = { current: null },
): void {
  app.route(r.saveSanctionAsPdf, async ({ em, principal, body }) => {
    const search = await em.findOne(SearchEntity, { id: body.search_id });
    if (!search) throw notFound(M.searchNotFound);
    const response = search.response as unknown as ScreeningResponse;
    const clean = response.result.length === 0 && body.sanctionIndex === 0;
    const result = clean ? null : response.result[body.sanctionIndex];
    if (!clean && !result) throw notFound(M.resultNotFound);
    // Like sanction-screening: a person id must name a person of the caller's organisation (404 otherwise, nothing stored).
    if (
      body.person_id &&
      persons.current &&
      !(await persons.current.subjectOf(em, principal, { person_id: body.person_id }))
    )
      throw notFound(M.personNotFound);
    const decisions = await em.find(
      DecisionEntity,
      { subjectKey: search.subjectKey },
      { orderBy: { createdAt: 'desc' }, limit: 200 },
    );
    const names = await namesOf(auth, principal.organizationId, [
      search.createdBy,
      principal.userId,
      ...decisions.map((d) => d.decidedBy),
    ]);
    const entryIds = new Set(response.result.map((x) => x.entry_id));
    const html = resultHtml(response, result ?? null, {
      organisation: principal.organizationId,
      screenedBy: names[search.createdBy] ?? search.createdBy,
      screenedAt: search.createdAt.toISOString(),
      generatedBy: names[principal.userId] ?? principal.userId,
      generatedAt: new Date(),
      decisions: decisions
        .filter((d) => entryIds.has(d.entryId))
        .map((d) => ({
          entry_id: d.entryId,
          decision: d.decision,
          comment: d.comment,
          decided_by: names[d.decidedBy] ?? d.decidedBy,
          decided_at: d.createdAt.toISOString(),
        })),
    });
    const pdf = await renderPdf(html);
    const id = newId();
    const filename = pdfFilename(
      String(search.request.surname ?? ''),
      String(search.request.firstname ?? ''),
      clean ? null : body.sanctionIndex + 1,
    );
    const storageKey = `screening/${principal.organizationId}/${id}.pdf`;
    await storeWithRecord(ctx.storage, storageKey, pdf, async () => {
      em.create(PdfEntity, {
        id,
        organization: principal.organizationId,
        searchId: search.id,
        personId: body.person_id ?? null,
        sanctionIndex: body.sanctionIndex,
        storageKey,
        filename,
        createdBy: principal.userId,
      });
      await em.flush();
    });
    const url = `${routePath(r.downloadPdf)}?id=${id}`;
    // A dossier person's PDF is filed in their dossier (ADR 0039).
    const filed =
      body.person_id && persons.current
        ? await persons.current.storePdf(em, principal, body.person_id, {
            id,
            storageKey,
            filename,
            searchId: search.id,
          })
        : null;
    if (filed)
      return {
        file: { id: filed.id, file: filed.file, url },
        message: M.savedPdf,
        ...(filed.filed ? { filed: filed.filed } : {}),
      };
    return { file: { id, file: filename, url }, message: M.savedPdf };
  });

  app.route(r.downloadPdf, async ({ em, principal, query, reply }) => {
    const caller = principal as typeof principal | null;
    if (caller && !isAllowed(caller.permissions, 'world_search')) throw forbidden();
    let organization: string | undefined = caller?.organizationId;
    if (!organization && query.token)
      organization = (await auth.verifyViewToken(query.token, query.id))?.organizationId;
    if (!organization) return reply.status(401).send({ message: 'Authentication required' });
    em.setFilterParams(TENANT_FILTER, { organization });
    const file = await em.findOne(PdfEntity, { id: query.id });
    if (!file) throw notFound();
    const content = await ctx.storage.get(file.storageKey);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(file.filename, 'inline'))
      .send(content);
  });
}
