import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's ops area. */
export const opsScreens: ScreenDef[] = [];
