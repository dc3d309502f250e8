import type { ScreenDef } from '@app/core/plugin-api';

/** Screens of the dossier's people area. */
export const peopleScreens: ScreenDef[] = [];
