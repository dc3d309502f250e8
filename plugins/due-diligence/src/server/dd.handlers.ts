import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { HttpError, contentDisposition as disposition, forbidden, renderPdf, unauthorized } from '@app/core/server';
import { isAllowed } from '@app/core/shared';
import { DD_MESSAGES as M, PDF_FILE_NAME, checkOrigins, ddRoutes as r } from '../shared/index.ts';
import { resolveToken, staffOrClient, staffRecord } from './access.ts';
import { mayHoldTokens, recordReveal, requestFrom } from './custody.service.ts';
import { DdElementEntity, DdSettingsEntity } from './dd.entities.ts';
import type { DdDeps } from './dd.deps.ts';
import { linkInfo, toElement, toRecord } from './dd.mapper.ts';
import { deleteOwnFile, documentState, findFileForDownload, storageKey, upload } from './files.service.ts';
import { FORM_PDF_OPTIONS, formHtml } from './form.pdf.ts';
import { issueLink, latestLinks, revokeActive, settingsOf } from './links.service.ts';
import { addElement, createDd, elementsOf, infoOf, listDd, saveDd, setState, submitDd } from './record.service.ts';

export function ddHandlers(app: RouteRegistrar, deps: DdDeps, ctx: PluginContext): void {
  const ip = (req: { ip?: string }) => req.ip ?? null;

  app.route(r.listDueDiligence, async ({ em, principal, query, request }) =>
    listDd(deps, em, principal, query.company_id, Number(query.page ?? 1), ip(request)),
  );
  app.route(r.createDueDiligence, async ({ em, principal, body, request }) => ({
    status: 'success',
    message: M.recordAdded,
    dueDiligence: await createDd(deps, em, principal, body, ip(request)),
  }));
  app.route(r.getDueDiligence, async ({ em, principal, query }) =>
    infoOf(deps, em, { viewer: 'staff', principal, dd: await staffRecord(em, query.id), link: null }),
  );
  app.route(r.loadDueDiligence, async ({ em, principal, body }) =>
    infoOf(deps, em, { viewer: 'staff', principal, dd: await staffRecord(em, body.id), link: null }),
  );
  app.route(r.setDueDiligenceState, async ({ em, principal, body, request }) =>
    setState(deps, em, principal, body, request),
  );
  app.route(r.setDocumentState, async ({ em, principal, body, request }) =>
    documentState(deps, em, principal, body, ip(request)),
  );

  app.route(r.getElement, async ({ em, query }) => {
    const el = await em.findOne(DdElementEntity, { id: query.id }, { refresh: true });
    if (!el) throw new HttpError(404, M.noData);
    const dd = await staffRecord(em, el.dueDiligenceId).catch(() => null);
    if (!dd) throw new HttpError(404, M.noData);
    return {
      status: 'success',
      dueDiligenceElement: toElement(el),
      ...(query.dependencies
        ? { dueDiligence: { _id: dd.id, company_id: dd.companyId, comment: dd.label, status: dd.status } }
        : {}),
    };
  });
  app.route(r.getRecord, async ({ em, query }) => {
    const dd = await staffRecord(em, query.id);
    const company = await deps.dossier.company(em, dd.organization, dd.companyId);
    return {
      status: 'success',
      dueDiligenceRecord: toRecord(dd, company?.name ?? '', true),
      ...(query.dependencies ? { elements: (await elementsOf(em, dd.id)).map(toElement) } : {}),
    };
  });

  app.route(r.revokeLink, async ({ em, principal, body, request }) => {
    const dd = await staffRecord(em, body.id);
    const link = await revokeActive(em, dd.id, body.kind);
    await ctx.audit.record(em, {
      organizationId: dd.organization,
      action: 'due_diligence.link_revoked',
      actorId: principal.userId,
      objectType: 'due_diligence_record',
      objectId: dd.id,
      companyId: dd.companyId,
      ip: ip(request),
      details: { kind: body.kind, link_id: link?.id ?? null },
    });
    return { status: 'success', message: M.linkRevokedDone, link: linkInfo(link, ctx.config.publicUrl, false) };
  });
  app.route(r.reissueLink, async ({ em, principal, body, request }) => {
    const dd = await staffRecord(em, body.id);
    const old = await revokeActive(em, dd.id, body.kind);
    const link = await issueLink(em, dd, body.kind, principal.userId, body.days);
    await ctx.audit.record(em, {
      organizationId: dd.organization,
      action: 'due_diligence.link_issued',
      actorId: principal.userId,
      objectType: 'due_diligence_record',
      objectId: dd.id,
      companyId: dd.companyId,
      ip: ip(request),
      details: {
        kind: body.kind,
        link_id: link.id,
        replaced: old?.id ?? null,
        expires_at: link.expiresAt.toISOString(),
      },
    });
    // update_due_diligence re-issues; only a creator gets the new token back, and holds it from then on (ADR 0063).
    const reveal = mayHoldTokens(principal);
    if (reveal) await recordReveal(deps, em, principal, dd, [link], 'reissue', ip(request));
    return { status: 'success', message: M.linkIssued, link: linkInfo(link, ctx.config.publicUrl, reveal) };
  });
  app.route(r.revealLink, async ({ em, principal, body, request }) => {
    const dd = await staffRecord(em, body.id);
    const link = (await latestLinks(em, [dd.id])).get(dd.id)?.[body.kind];
    const info = linkInfo(link, ctx.config.publicUrl, true);
    if (!link || info.state !== 'active') throw new HttpError(409, M.linkNotActive, undefined, { state: info.state });
    await recordReveal(deps, em, principal, dd, [link], 'reveal', ip(request));
    return { status: 'success', message: M.linkRevealed, link: info };
  });

  app.route(r.getSettings, async ({ em, principal }) => settingsOf(em, principal.organizationId));
  app.route(r.saveSettings, async ({ em, principal, body, request }) => {
    if (principal.role !== 'ADMINISTRATOR') throw forbidden(M.adminOnly);
    // One message per refused origin (the UI shows each under its row) under one summary message.
    const checked = body.cors_origins ? checkOrigins(body.cors_origins) : null;
    if (checked && 'errors' in checked) throw new HttpError(400, M.originInvalid, checked.errors);
    const origins = checked?.origins ?? null;
    const before = await settingsOf(em, principal.organizationId);
    let row = await em.findOne(DdSettingsEntity, { organization: principal.organizationId });
    row ??= em.create(DdSettingsEntity, {
      organization: principal.organizationId,
      linkDays: before.link_days,
      corsOrigins: before.cors_origins,
    });
    if (body.link_days !== undefined) row.linkDays = body.link_days;
    if (origins) row.corsOrigins = origins;
    await em.flush();
    const settings = { link_days: row.linkDays, cors_origins: row.corsOrigins };
    await ctx.audit.record(em, {
      organizationId: principal.organizationId,
      action: 'due_diligence.settings_saved',
      actorId: principal.userId,
      ip: ip(request),
      before,
      after: settings,
    });
    return { status: 'success', message: M.settingsSaved, settings };
  });

  app.route(r.saveDueDiligence, async ({ em, principal, body, request }) => {
    const access = await staffOrClient(deps, em, request, principal, body, 'update_due_diligence', 'save', ['form']);
    return saveDd(deps, em, access, body, requestFrom(request, principal));
  });
  app.route(r.addElement, async ({ em, principal, body, request }) => {
    const access = await staffOrClient(deps, em, request, principal, body, 'update_due_diligence', 'add-element', [
      'form',
    ]);
    return addElement(deps, em, access, body, requestFrom(request, principal));
  });

  app.route(r.checkAccessToken, async ({ em, principal, body, request }) => {
    const { dd, link } = await resolveToken(deps, em, request, body.token, 'check-access-token', undefined, principal);
    const company = await deps.dossier.company(em, dd.organization, dd.companyId);
    return {
      status: 'success',
      user: {
        limited: true as const,
        kind: link.kind as 'form' | 'documents',
        due_diligence_id: dd.id,
        company_name: company?.name ?? '',
        expires_at: link.expiresAt.toISOString(),
      },
    };
  });
  app.route(r.dueDiligenceInfo, async ({ em, principal, body, request }) => {
    const access = await staffOrClient(deps, em, request, principal, body, 'view_due_diligence', 'due-diligence-info', [
      'form',
    ]);
    return infoOf(deps, em, access);
  });
  app.route(r.dueDiligenceDocInfo, async ({ em, principal, body, request }) => {
    const access = await staffOrClient(
      deps,
      em,
      request,
      principal,
      body,
      'view_due_diligence',
      'due-diligence-doc-info',
    );
    return infoOf(deps, em, access);
  });
  app.route(r.submitReport, async ({ em, principal, body, request }) => {
    const { dd, link } = await resolveToken(deps, em, request, body.token, 'submit-report', ['form'], principal);
    return submitDd(deps, em, { viewer: 'client', principal: null, dd, link }, requestFrom(request, principal));
  });
  app.route(r.uploadFile, async ({ em, principal, request }) => upload(deps, em, request, principal));
  app.route(r.deleteOwnFile, async ({ em, principal, body, request }) =>
    deleteOwnFile(deps, em, request, body, principal),
  );

  app.route(r.downloadFile, async ({ em, principal, query, request, reply }) => {
    let ddId: string | null = null;
    if (query.token)
      ddId = (await resolveToken(deps, em, request, query.token, 'download-file', undefined, principal)).dd.id;
    else if (!principal) throw unauthorized('Authentication required');
    else if (!isAllowed(principal.permissions, 'view_due_diligence')) throw forbidden();
    const file = await findFileForDownload(em, query.serverName, ddId);
    if (query.filename && query.filename !== file.filename) throw new HttpError(404, M.fileNotFound);
    const content = await ctx.storage.get(storageKey(file.organization, file.serverName));
    return reply
      .type(file.mime)
      .header('content-disposition', disposition(file.filename))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(content);
  });
  app.route(r.downloadPdf, async ({ em, principal, query, request, reply }) => {
    const access = await staffOrClient(deps, em, request, principal, query, 'view_due_diligence', 'pdf');
    const info = await infoOf(deps, em, access);
    const pdf = await renderPdf(formHtml(info), FORM_PDF_OPTIONS);
    return reply
      .type('application/pdf')
      .header('content-disposition', disposition(`${PDF_FILE_NAME}.pdf`))
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
