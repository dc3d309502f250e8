import { DOSSIER_OBJECT_TYPES, OBJECT_FIELDS, OBJECT_LABELS } from '../../shared/index.ts';
import { objectReviewable } from './object.reviewable.ts';

/** The reviewable types of every dossier object, registered with the workflow engine at start. */
export const objectReviewableTypes = DOSSIER_OBJECT_TYPES.map((objectType) =>
  objectReviewable({ objectType, fields: OBJECT_FIELDS[objectType], ...OBJECT_LABELS[objectType] }));
