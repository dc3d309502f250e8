import type { EntityManager } from '@mikro-orm/postgresql';

/** Who screens: enough of the caller for a plugin that owns persons (no import of the auth plugin needed). */
export interface ScreeningCaller { userId: string; organizationId: string; ip?: string | null }

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
  storePdf(em: EntityManager, caller: ScreeningCaller, personId: string, pdf: { id: string; storageKey: string; filename: string; searchId: string }): Promise<{ id: string; file: string } | null>;
  /**
   * A screening typed in for a dossier subject: the client it is listed under (the person's own when
   * a person is named), or null when an id names no person or client of the caller's organisation,
   * or the person is not of that client (404).
   */
  subjectOf(em: EntityManager, caller: ScreeningCaller, ids: { person_id?: string | null; company_id?: string | null }): Promise<{ company_id: string | null } | null>;
}

/** What `ctx.services.screening` offers plugins that declare `dependsOn: ['screening']`. */
export interface ScreeningServices {
  /** One source of persons (the last registration wins). */
  registerPersonSource(source: PersonScreeningSource): void;
}
