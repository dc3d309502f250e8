import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's history area. */
export const historyScreens: ScreenDef[] = [];
