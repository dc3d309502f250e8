import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';

/** Handlers of the dossier's people area. */
export function peopleHandlers(_app: RouteRegistrar, _ctx: PluginContext): void {}
