import { defineWebPlugin } from '@app/core/plugin-api';
import { dossierManifest } from '../shared/manifest.ts';
import { dossierScreens } from './screens.ts';

/** The KYC dossier: client list and dashboard (more sections to come). */
export const dossierWebPlugin = defineWebPlugin({
  manifest: dossierManifest,
  screens: dossierScreens,
  /** Reviews due (ADR 0071): first on Home, across the page. */
  homeWidgets: [
    {
      id: 'review-portfolio',
      permission: 'view_dashboard_tab',
      order: 10,
      load: () => import('./components/ReviewPortfolio/ReviewPortfolio.tsx'),
    },
  ],
  // Every KYC file change (company documents, people's slots, filed screening PDFs) is one object type.
  reviewViews: [
    {
      objectType: 'kyc_file',
      load: () => import('./components/FileReview/FileReviewView.tsx').then((m) => ({ default: m.FileReviewView })),
    },
  ],
});

export { dossierScreens };
