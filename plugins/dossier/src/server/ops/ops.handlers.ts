import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import type { ScreeningServices } from '@app/plugin-screening/shared';
import { profilesHandlers } from '../profiles/profiles.handlers.ts';
import { personScreeningSource } from '../screening/person-source.ts';
import { subsidiariesHandlers } from '../subsidiaries/subsidiaries.handlers.ts';

/** Handlers of the dossier's ops area: account numbers and profiles, subsidiaries, screening from a person. */
export function opsHandlers(app: RouteRegistrar, ctx: PluginContext): void {
  profilesHandlers(app, ctx);
  subsidiariesHandlers(app, ctx);
  // `sanction-screening {person_id}` and `save-sanction-as-pdf` stay screening routes; the dossier lends its persons (ADR 0039).
  (ctx.services.screening as ScreeningServices | undefined)?.registerPersonSource(personScreeningSource(ctx));
}
