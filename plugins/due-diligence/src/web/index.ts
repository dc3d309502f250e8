import { defineWebPlugin } from '@app/core/plugin-api';
// eslint-disable-next-line no-restricted-imports -- the workflow's review-view registry is its documented web extension point (issue 10)
import { registerReviewView } from '@app/plugin-workflow/web';
import { dueDiligenceManifest } from '../shared/manifest.ts';
import { DdElementReviewView, DdRecordReviewView } from './components/ReviewViews/DdReviewViews.tsx';
import { ddScreens } from './screens.ts';

registerReviewView('due_diligence_element', DdElementReviewView);
registerReviewView('due_diligence_record', DdRecordReviewView);

/** Due diligence: the client's list and form for staff, the public token pages for clients. */
export const dueDiligenceWebPlugin = defineWebPlugin({ manifest: dueDiligenceManifest, screens: ddScreens });
export { ddScreens };
export { DdTransportProvider, fetchDdTransport, type DdTransport } from './transport.tsx';
