import { defineWebPlugin } from '@app/core/plugin-api';
// eslint-disable-next-line no-restricted-imports -- the workflow's review-view registry is its documented web extension point (issue 10)
import { registerReviewView } from '@app/plugin-workflow/web';
import { dossierManifest } from '../shared/manifest.ts';
import { FileReviewView } from './components/FileReview/FileReviewView.tsx';
import { dossierScreens } from './screens.ts';

// Every KYC file change (company documents, people's slots, filed screening PDFs) is one object type.
registerReviewView('kyc_file', FileReviewView);

/** The KYC dossier: client list and dashboard (more sections to come). */
export const dossierWebPlugin = defineWebPlugin({
  manifest: dossierManifest,
  screens: dossierScreens,
  /** Reviews due (ADR 0071): first on Home, across the page. */
  homeWidgets: [{ id: 'review-portfolio', permission: 'view_dashboard_tab', order: 10, load: () => import('./components/ReviewPortfolio/ReviewPortfolio.tsx') }],
});

export { dossierScreens };
