import type { ReviewAction, View } from './workflow.schema.ts';

/**
 * What every review-of-change view receives. A plugin declares the view of its object type in its web
 * plugin (`reviewViews`); types without one get the generic side-by-side field table.
 */
export interface ReviewViewProps {
  action: ReviewAction;
  view: View;
}
