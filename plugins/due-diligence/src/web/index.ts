import { defineWebPlugin } from '@app/core/plugin-api';
import { dueDiligenceManifest } from '../shared/manifest.ts';
import { ddScreens } from './screens.ts';

const reviewViews = () => import('./components/ReviewViews/DdReviewViews.tsx');

/** Due diligence: the client's list and form for staff, the public token pages for clients. */
export const dueDiligenceWebPlugin = defineWebPlugin({
  manifest: dueDiligenceManifest,
  screens: ddScreens,
  reviewViews: [
    {
      objectType: 'due_diligence_element',
      load: () => reviewViews().then((m) => ({ default: m.DdElementReviewView })),
    },
    { objectType: 'due_diligence_record', load: () => reviewViews().then((m) => ({ default: m.DdRecordReviewView })) },
  ],
});
export { ddScreens };
export { DdTransportProvider, fetchDdTransport, type DdTransport } from './transport.tsx';
