import '@mantine/dates/styles.css';
import { defineWebPlugin } from '@app/core/plugin-api';
import { screeningManifest } from '../shared/manifest.ts';
import { screeningScreens } from './screens.ts';

/** Sanction screening: history and new requests, results with explanations, alerts, list administration. */
export const screeningWebPlugin = defineWebPlugin({
  manifest: screeningManifest,
  screens: screeningScreens,
  permissions: ['world_search'],
  homeWidgets: [
    {
      id: 'my-screening-work',
      permission: 'world_search',
      order: 20,
      load: () => import('./components/MyScreeningWork/MyScreeningWork.tsx'),
    },
  ],
});

export { screeningScreens };
