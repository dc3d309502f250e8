import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';

/** Handlers of the dossier's files area. */
export function filesHandlers(_app: RouteRegistrar, _ctx: PluginContext): void {}
