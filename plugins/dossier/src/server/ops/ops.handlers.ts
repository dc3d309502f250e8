import type { RouteRegistrar } from '@app/core/plugin-api';
import type { DossierDeps } from '../dossier-deps.ts';
import { profilesHandlers } from '../profiles/profiles.handlers.ts';
import { subsidiariesHandlers } from '../subsidiaries/subsidiaries.handlers.ts';

/**
 * Handlers of the dossier's ops area: account numbers and profiles, subsidiaries. Screening from a
 * person stays a screening route; the dossier lends its persons from setup (ADR 0039).
 */
export function opsHandlers(app: RouteRegistrar, deps: DossierDeps): void {
  profilesHandlers(app, deps);
  subsidiariesHandlers(app, deps);
}
