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

export type HitFeature = 'name' | 'dob' | 'nationality' | 'weak_alias' | 'kind';

export interface HitContribution { feature: HitFeature; value: number; detail: string }

export interface HitExplanation {
  queryName: string;
  matchedName: string;
  nameStrength: 'primary' | 'strong' | 'weak';
  nameScore: number;
  contributions: HitContribution[];
  summary: string;
}

export interface Hit { entry: ListEntry; score: number; explanation: HitExplanation }

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

/** Score adjustments (added to the name score). */
export const WEIGHTS = {
  weakAlias: -0.08,
  nationalityMatch: 0.03,
  nationalityConflict: -0.05,
  kindMismatch: -0.05,
} as const;
