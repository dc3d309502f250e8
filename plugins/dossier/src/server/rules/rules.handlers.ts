import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';

/** Handlers of the dossier's rules area. */
export function rulesHandlers(_app: RouteRegistrar, _ctx: PluginContext): void {}
