import type { RouteRegistrar } from '@app/core/plugin-api';
import { badRequest, forbidden, HttpError, notFound, verifyAuditChain } from '@app/core/server';
import { isAllowed } from '@app/core/shared';
import { WORKFLOW_MESSAGES as M, workflowRoutes as r } from '../shared/index.ts';
import { auditFilter, exportStream, parseDate } from './audit-export.ts';
import { affectedBy, approve, deny } from './decisions.ts';
import type { WorkflowEngine } from './engine.ts';
import * as notifications from './notifications.service.ts';
import { saveSettings, settingsOf, toSettingsWire } from './settings.service.ts';
import { ChangeRequestEntity } from './workflow.entities.ts';

export function workflowHandlers(app: RouteRegistrar, engine: WorkflowEngine): void {
  app.route(r.approveChange, async ({ em, principal, body, request }) => {
    const taken = await approve(engine, em, { principal, ip: request.ip ?? null }, body.id);
    return { status: 'success', actionTaken: taken, message: taken === 'approved' ? M.approved : M.skipped };
  });

  app.route(r.denyChange, async ({ em, principal, body, request }) => {
    await deny(engine, em, { principal, ip: request.ip ?? null }, body);
    return { status: 'success', message: M.denied };
  });

  app.route(r.affectedChanges, async ({ em, body }) => {
    const removal = await em.findOne(ChangeRequestEntity, { id: body.id });
    if (!removal) throw notFound(M.notFound);
    if (removal.actionType !== 'remove' || removal.status !== 'pending') return { relatedChanges: [], closes: [] };
    const { own, related } = await affectedBy(engine, em, removal);
    const closes = [
      ...own.map((c) => ({ id: c.id, actionTaken: 'skipped' as const })),
      ...related.map((c) => ({ id: c.id, actionTaken: 'cascade_deleted' as const })),
    ];
    return { relatedChanges: [...own, ...related].map((c) => notifications.toReviewAction(c)), closes };
  });

  app.route(r.listNotifications, ({ em, principal, query }) => notifications.listNotifications(em, principal, query));
  app.route(r.countNotifications, ({ em, principal, query }) => notifications.countNotifications(em, principal, query));
  app.route(r.readNotification, ({ em, principal, body }) =>
    notifications.markRead(em, principal, body.notification_id),
  );
  app.route(r.getNotification, async ({ em, principal, query }) => {
    const change = await notifications.getNotification(em, principal, query.id);
    return { notification: notifications.toReviewAction(change) };
  });
  app.route(r.notificationsByClient, ({ em, principal, query }) => notifications.byClient(em, principal, query));

  app.route(r.deleteObject, async ({ em, principal, body, request }) => {
    const direct = engine.directRemoval(body.type);
    if (direct) {
      if (!isAllowed(principal.permissions, direct.permission)) throw forbidden();
      const { message } = await direct.remove(
        em,
        { userId: principal.userId, organizationId: principal.organizationId, ip: request.ip ?? null },
        body.id,
      );
      return { status: 'success', message };
    }
    const type = engine.requireType(body.type);
    const permission = type.deletePermissionFor ? await type.deletePermissionFor(em, body.id) : type.deletePermission;
    if (!permission || !isAllowed(principal.permissions, permission)) throw forbidden();
    await engine.proposeRemoval(
      em,
      { userId: principal.userId, organizationId: principal.organizationId, ip: request.ip ?? null },
      { objectType: type.objectType, objectId: body.id },
    );
    return { status: 'success', message: M.deleteSubmitted };
  });

  app.route(r.getWorkflowSettings, async ({ em, principal }) =>
    toSettingsWire(await settingsOf(em, principal.organizationId)),
  );
  app.route(r.saveWorkflowSettings, async ({ em, principal, body, request }) => {
    if (principal.role !== 'ADMINISTRATOR') throw forbidden(M.adminOnly);
    const settings = await saveSettings(em, principal, body, request.ip ?? null);
    return { status: 'success', message: M.settingsSaved, settings: toSettingsWire(settings) };
  });

  app.route(r.getWorkflowLabels, async ({ principal }) => {
    if (!['view_requested_changes', 'view_change_log'].some((p) => isAllowed(principal.permissions, p)))
      throw new HttpError(403, M.viewPermission);
    return engine.labels();
  });

  app.route(r.exportAudit, async ({ em, principal, query, reply }) => {
    const filter = auditFilter(principal.organizationId, query, engine.types());
    const format = query.format ?? 'csv';
    const stamp = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-trail-${stamp}.${format}"`)
      .header('cache-control', 'no-store');
    return reply.send(exportStream(em.fork(), filter, format, engine.labels()));
  });

  app.route(r.verifyAudit, async ({ em, principal, query }) => {
    const from = parseDate(query.from, 'from');
    const to = parseDate(query.to, 'to');
    if (from && to && from > to) throw badRequest(M.invalidPeriod, 'from');
    return verifyAuditChain(em, principal.organizationId, { from, to });
  });

  app.route(r.notificationStream, async ({ principal, request, reply }) => {
    const canView = ['view_requested_changes', 'view_change_log'].some((p) => isAllowed(principal.permissions, p));
    if (!canView) throw new HttpError(403, M.viewPermission);
    // This process's LISTEN is up before `ready`: a change made on another replica right after is not missed.
    await engine.events.start();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 5000\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = engine.events.subscribe(principal.organizationId, (event) =>
      res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`),
    );
    const heartbeat = setInterval(() => res.write(`: keep-alive\n\n`), 25_000);
    heartbeat.unref();
    const forget = engine.onClose(() => (stop(), res.end()));
    const stop = () => (clearInterval(heartbeat), unsubscribe(), forget());
    request.raw.on('close', stop);
    return reply;
  });
}
