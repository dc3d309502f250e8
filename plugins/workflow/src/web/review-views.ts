import type { ComponentType } from 'react';
import type { ReviewAction, View } from '../shared/index.ts';

/** What every review-of-change view receives: the review action and the view mode. */
export interface ReviewViewProps { action: ReviewAction; view: View }

const views = new Map<string, ComponentType<ReviewViewProps>>();

/**
 * The review-view registry: a plugin provides the view of its object type (e.g. the dossier's
 * person view); types without one get the generic side-by-side field table.
 */
export function registerReviewView(objectType: string, view: ComponentType<ReviewViewProps>): void {
  views.set(objectType, view);
}

export const reviewViewFor = (objectType: string): ComponentType<ReviewViewProps> | undefined => views.get(objectType);
