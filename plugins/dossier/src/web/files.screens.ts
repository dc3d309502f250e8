import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's files area. */
export const filesScreens: ScreenDef[] = [];
