import { defineRoute } from '@app/core/shared';
import { ReviewPortfolioQuerySchema, ReviewPortfolioSchema } from './review-portfolio.ts';

/**
 * Reviews due on Home (ADR 0071): clients with a review date by bucket (overdue, this month, next 3
 * months) × approved risk level, each count exactly what the client list shows with the bucket's
 * filters, and the most urgent clients with their dashboard completeness. Same permission as the list.
 */
export const reviewPortfolio = defineRoute({
  operationId: 'reviewPortfolio',
  method: 'GET',
  url: 'companies/review-portfolio',
  permission: 'view_dashboard_tab',
  tags: ['dossier'],
  summary: 'Reviews due: counts by review-date bucket and risk level, and the most urgent clients',
  querystring: ReviewPortfolioQuerySchema,
  response: ReviewPortfolioSchema,
});
