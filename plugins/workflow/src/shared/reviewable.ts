import type { EntityManager } from '@mikro-orm/postgresql';
import type { TypeLabels } from './labels.ts';
import type { ActionTaken, ChangeStatus, FieldChange, REFERENCE_KEYS } from './workflow.schema.ts';

export type FieldValues = Record<string, unknown>;
export interface ObjectRef {
  objectType: string;
  objectId: string;
}

/** The approved state of an object as its owning plugin reads it. */
export interface ObjectState {
  companyId: string | null;
  companyName: string;
  /** Approved values of the reviewable fields (`value`, never `new_value`). */
  values: FieldValues;
  /** Seed reference flags/ids to store on the review action (e.g. {transaction_profile: id}). */
  references?: Partial<Record<(typeof REFERENCE_KEYS)[number], string>>;
}

/**
 * A reviewable object type, declared once by the plugin that owns the object (ADR 0016). Every
 * method runs with the engine's EntityManager inside the proposal or approval transaction.
 */
export interface ReviewableType {
  objectType: string;
  /** What a reader calls the object ('Dashboard', 'Shareholder'). */
  label: string;
  /** The fields a change may touch; others are refused. */
  fields: readonly string[];
  /** A label for each of `fields` (and values a removal shows) and the texts of select options (ADR 0067). */
  labels: TypeLabels;
  /** Audit Trail popup group ('show details for'): corporate, shareholder, managing_director, due_diligence. */
  auditGroup?: 'corporate' | 'shareholder' | 'managing_director' | 'due_diligence';
  /** Permission to request a removal through `delete-object` (absent = removal not offered). */
  deletePermission?: string;
  /** When the permission depends on where the object sits (a file of a managing director vs of a UBO). */
  deletePermissionFor?(em: EntityManager, objectId: string): Promise<string>;
  /** The object, or null when it does not exist (never created or removed). */
  load(em: EntityManager, objectId: string): Promise<ObjectState | null>;
  /** Stores proposed values as the fields' `new_value` (the approved `value` stays). */
  writePending(em: EntityManager, objectId: string, values: FieldValues): Promise<void>;
  /** Drops the `new_value` of these fields (denied, skipped); `created` = the change created the object. */
  discardPending(em: EntityManager, objectId: string, fields: readonly string[], created: boolean): Promise<void>;
  /** Makes approved values the `value`s (and clears their `new_value`). */
  applyChange(em: EntityManager, objectId: string, values: FieldValues, created: boolean): Promise<void>;
  /** Removes the object (and whatever the owning plugin removes with it). */
  applyRemoval(em: EntityManager, objectId: string): Promise<void>;
  /** Objects a removal takes with it: their pending changes become `cascade_deleted`. */
  related?(em: EntityManager, objectId: string): Promise<ObjectRef[]>;
  /**
   * For objects that are (or carry) a file: the review action's `fileInfo` (file name, title,
   * document type...) from the object's values with the proposed ones applied. Absent = no file.
   */
  fileInfo?(values: FieldValues): Record<string, unknown> | null;
}

export interface Actor {
  userId: string;
  organizationId: string;
  ip?: string | null;
}

/**
 * A `delete-object` type whose objects are not client data and go at once, without review (a
 * dossier revision: ADR 0036). The owner checks existence (404) and writes the audit trail.
 */
export interface DirectRemoval {
  permission: string;
  remove(em: EntityManager, actor: Actor, objectId: string): Promise<{ message: string }>;
}

/** Extra seed references stored on a change request (e.g. `{revision: id}` for a restore). */
export type ChangeReferences = Partial<Record<(typeof REFERENCE_KEYS)[number], string>>;

export interface ChangeRequestSummary {
  id: string;
  objectType: string;
  objectId: string;
  actionType: 'change' | 'remove';
  status: ChangeStatus;
  actionTaken: ActionTaken | null;
  fields: Record<string, FieldChange>;
}

/** What the workflow plugin offers plugins that declare `deps: { workflow: workflowService }`. */
export interface WorkflowService {
  register(type: ReviewableType): void;
  /** Every registered reviewable type (labels, checks that each is served). */
  types(): Iterable<ReviewableType>;
  /**
   * Records proposed values: only fields that differ from the approved values are kept; creates
   * or extends the object's one pending change. Returns null when nothing differs.
   * `created` marks the change that creates the object (current values empty).
   */
  proposeChange(
    em: EntityManager,
    actor: Actor,
    input: {
      objectType: string;
      objectId: string;
      values: FieldValues;
      created?: boolean;
      references?: ChangeReferences;
    },
  ): Promise<ChangeRequestSummary | null>;
  /** A remove action for the object (one pending per object). */
  proposeRemoval(
    em: EntityManager,
    actor: Actor,
    input: { objectType: string; objectId: string; references?: ChangeReferences },
  ): Promise<ChangeRequestSummary>;
  /** `delete-object {type}` removes objects of this type at once (see DirectRemoval). */
  registerDirectRemoval(objectType: string, removal: DirectRemoval): void;
  /** Pending change requests of one object (for pending markers). */
  pendingFor(em: EntityManager, objectType: string, objectId: string): Promise<ChangeRequestSummary[]>;
  /**
   * Pending change and removal requests per client of the organisation (every id asked for is in
   * the map, 0 when nothing waits). A few indexed rows whatever the number of changes (ADR 0045).
   */
  pendingCountsByCompany(
    em: EntityManager,
    organizationId: string,
    companyIds: readonly string[],
  ): Promise<Map<string, number>>;
  /**
   * The same count as an SQL expression over the caller's columns (`companyIdSql`, `organizationSql`),
   * so a list reads its page and the counts in one query (ADR 0048). Trusted column names only.
   */
  pendingCountSql(companyIdSql: string, organizationSql: string): string;
  /**
   * The four-eyes rule, held once for every path that approves anything (ADR 0062): throws 403
   * naming the rule when `userId` is among `involved` (everyone who proposed, revealed or used
   * what is being approved), unless the organisation relaxed four-eyes (`workflow/settings`).
   * `message` words the refusal for the path (e.g. a due-diligence link); the default names the
   * change-request case.
   */
  assertFourEyes(
    em: EntityManager,
    input: { organizationId: string; userId: string; involved: readonly string[]; message?: string },
  ): Promise<void>;
}
