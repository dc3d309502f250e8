import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's rules area. */
export const rulesScreens: ScreenDef[] = [];
