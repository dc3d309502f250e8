import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { siteRoutes as r } from '../shared/index.ts';
import * as site from './site.service.ts';
import * as terms from './terms.service.ts';

export function siteHandlers(app: RouteRegistrar, ctx: PluginContext): void {
  app.route(r.getTerms, async ({ em }) => ({ terms: await terms.currentTerms(em) }));
  app.route(r.saveTerms, ({ em, principal, body }) => terms.saveTerms(em, principal, body));
  app.route(r.listTermsVersions, ({ em }) => terms.listTermsVersions(em));
  app.route(r.getTermsVersion, ({ em, query }) => terms.getTermsVersion(em, query.id));
  app.route(r.restoreTermsVersion, ({ em, principal, body }) => terms.restoreTermsVersion(em, principal, body.id));
  app.route(r.contactInfoText, ({ em, body, request }) => site.contact(em, ctx, body, request));
  app.route(r.listBanks, async ({ em }) => ({ banks: await site.listBanks(em) }));
  app.route(r.generateViewToken, ({ em, principal, body }) => site.viewToken(em, principal, body.id));
  app.route(r.reportError, ({ em, principal, body, request }) => site.recordClientError(em, principal, body, request));
  app.route(r.getOrganizationSettings, ({ em, principal }) => site.organizationSettings(em, principal));
  app.route(r.updateOrganizationSettings, ({ em, principal, body }) =>
    site.updateOrganizationSettings(em, principal, body),
  );
  app.route(r.listOutbox, ({ em }) => site.outbox(em, ctx));
}
