import type { EntryKind, ListEntry } from './model.ts';

/** A screening request. At least one of name, firstname, surname. */
export interface ScreeningQuery {
  firstname?: string;
  surname?: string;
  name?: string;
  /** 'YYYY-MM-DD' | 'YYYY' | ISO date-time */
  dob?: string;
  /** ISO 3166-1 alpha-2 */
  nationality?: string;
  /** Only entries of these kinds. */
  kinds?: EntryKind[];
}

export type HitFeature = 'name' | 'dob' | 'nationality' | 'weak_alias' | 'kind' | 'calibration';

export interface HitContribution {
  feature: HitFeature;
  value: number;
  detail: string;
}

/** How one provided field of the query agrees with the list entry. */
export type FieldAgreement = 'agrees' | 'partial' | 'unknown' | 'conflict';

export interface FieldCheck {
  field: 'name' | 'dob' | 'nationality';
  /** As searched and as listed. */
  query: string;
  listed: string;
  agreement: FieldAgreement;
}

export interface HitExplanation {
  queryName: string;
  /** Per provided field: searched value, listed value and how far they agree. */
  fields: FieldCheck[];
  matchedName: string;
  nameStrength: 'primary' | 'strong' | 'weak';
  nameScore: number;
  contributions: HitContribution[];
  summary: string;
}

export interface Hit {
  entry: ListEntry;
  score: number;
  explanation: HitExplanation;
}

export interface SearchOptions {
  /** Maximum hits returned (default 10). */
  limit?: number;
  /** Minimum score (default DEFAULT_THRESHOLD). */
  threshold?: number;
}

export interface BuildOptions {
  /** Index names given in the original (non-Latin) script, transliterated (default true). */
  includeOriginalScript?: boolean;
}

/** Score at or above which a hit is reported by default. */
export const DEFAULT_THRESHOLD = 0.8;

/**
 * Calibration: a hit scores 100% only when every provided field agrees. A provided field that the
 * entry cannot confirm (no DOB / nationality listed) or confirms only in part lowers the ceiling
 * of the score by these amounts; ceilings stay above DEFAULT_THRESHOLD so detection is unchanged.
 */
export const CEILING_SHORTFALL = {
  dobUnknown: 0.04,
  dobPartial: 0.03,
  dobConflict: 0.1,
  nationalityUnknown: 0.02,
  nationalityConflict: 0.04,
  nameInexact: 0.01,
} as const;

/** Score adjustments (added to the name score). */
export const WEIGHTS = {
  weakAlias: -0.08,
  nationalityMatch: 0.03,
  nationalityConflict: -0.05,
  kindMismatch: -0.05,
} as const;
