import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListSource, SourceFile } from '../engine/model.ts';

/** Who screens: enough of the caller for a plugin that owns persons (no import of the auth plugin needed). */
export interface ScreeningCaller {
  userId: string;
  organizationId: string;
  ip?: string | null;
}

/** The details a person is screened with; a missing one is reported in `requiredFileds` [001:434]. */
export interface PersonScreeningDetails {
  firstname: string | null;
  surname: string | null;
  /** YYYY-MM-DD (a date-time is cut to its date). */
  dob: string | null;
  /** A country code or name. */
  nationality: string | null;
  /** The client the person belongs to (the screening is listed under it). */
  company_id: string | null;
}

/** Where a saved PDF was filed for a person: shown to the user after 'Save as PDF'. */
export interface FiledPdf {
  company_id: string;
  client_name: string;
  person_id: string;
  person_name: string;
  /** The person's document slot ('world_check') and its name on screen. */
  document_type: string;
  document_label: string;
  /** Filed as a pending change awaiting a colleague's approval. */
  pending: boolean;
}

/**
 * A plugin that keeps persons (the KYC dossier) lets `sanction-screening {person_id}` and
 * `save-sanction-as-pdf {person_id, …}` work on them: it resolves a person's details in the caller's
 * organisation and stores the saved PDF on the person (ADR 0039).
 */
export interface PersonScreeningSource {
  /** The person's details, or null when the id names no person of the caller's organisation (404). */
  details(em: EntityManager, caller: ScreeningCaller, personId: string): Promise<PersonScreeningDetails | null>;
  /**
   * Files the saved PDF (already in storage under `storageKey`) with the person; answers the file as the
   * seed reads it, or null when the id names no person of the caller's organisation (nothing filed).
   */
  storePdf(
    em: EntityManager,
    caller: ScreeningCaller,
    personId: string,
    pdf: { id: string; storageKey: string; filename: string; searchId: string },
  ): Promise<{ id: string; file: string; filed?: FiledPdf } | null>;
  /**
   * A screening typed in for a dossier subject: the client it is listed under (the person's own when
   * a person is named), or null when an id names no person or client of the caller's organisation,
   * or the person is not of that client (404).
   */
  subjectOf(
    em: EntityManager,
    caller: ScreeningCaller,
    ids: { person_id?: string | null; company_id?: string | null },
  ): Promise<{ company_id: string | null } | null>;
  /** Names of the caller's organisation's clients by id (Sanction History's Client column); unknown ids are left out. */
  clientNames?(em: EntityManager, caller: ScreeningCaller, ids: string[]): Promise<Record<string, string>>;
  /**
   * How the person form names the screened fields, for `requiredFileds` when a person is screened from
   * their record (the form has Passport Country where the screening says Nationality).
   */
  fieldLabels?: Partial<Record<'firstname' | 'surname' | 'dob' | 'nationality', string>>;
}

/** A current list version as the screening index holds it. */
export interface ScreeningListVersion {
  id: string;
  source: string;
  version: string;
  publishedAt?: Date | null;
  /** Entries by kind, and `total`. */
  counts: Record<string, number>;
}

/** The in-memory index over the current lists, for hosts (seeding, the start banner) and tests. */
export interface ScreeningIndexes {
  /** The current version of every imported list. */
  readonly currentVersions: readonly ScreeningListVersion[];
  /** Rebuilds from PostgreSQL when the set of current versions changed (always with `force`); whether it did. */
  refresh(force?: boolean): Promise<boolean>;
  /**
   * Imports list files as a new version, then refreshes the index and re-screens the affected subjects;
   * `done` settles when all of it has (rejecting as the import did).
   */
  importList(
    source: ListSource,
    files: SourceFile[],
    opts?: { userId?: string | null; force?: boolean },
  ): Promise<{ job: { id: string }; done: Promise<void> }>;
}

/** What the screening plugin offers plugins (and hosts) that declare `deps: { screening: screeningService }`. */
export interface ScreeningServices {
  /** One source of persons (the last registration wins). */
  registerPersonSource(source: PersonScreeningSource): void;
  indexes: ScreeningIndexes;
}
