import type { PluginContext } from '@app/core/plugin-api';
import { badRequest, canonicalJson, forbidden, HttpError, notFound } from '@app/core/server';
import type { UserDirectory } from '@app/plugin-auth/shared';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  WORKFLOW_MESSAGES as M,
  type Actor,
  type LabelCatalog,
  type ChangeReferences,
  type ChangeRequestSummary,
  type DirectRemoval,
  type FieldChange,
  type FieldProposal,
  type FieldValues,
  type Proposer,
  type ReviewableType,
  type WorkflowService,
} from '../shared/index.ts';
import type { ChangeEvents } from './events.ts';
import { pendingCountSql, pendingCountsByCompany } from './notifications.service.ts';
import { settingsOf } from './settings.service.ts';
import { ChangeRequestEntity, type ChangeRequest } from './workflow.entities.ts';

export const conflict = (message: string) => new HttpError(409, message);
export const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

export const summary = (r: ChangeRequest): ChangeRequestSummary => ({
  id: r.id,
  objectType: r.objectType,
  objectId: r.objectId,
  actionType: r.actionType,
  status: r.status,
  actionTaken: r.actionTaken ?? null,
  fields: r.fields,
});

/** The proposers with `who` added (once, in the order people first proposed). */
const withProposer = (list: readonly Proposer[], who: Proposer): Proposer[] =>
  list.some((p) => p.user_id === who.user_id) ? [...list] : [...list, who];

/** Everyone who proposed anything in the request, the author first (also for a request stored before ADR 0062). */
export const proposersOf = (r: ChangeRequest): Proposer[] =>
  withProposer(r.proposers ?? [], { user_id: r.createdBy, user_name: r.userName }).sort(
    (a, b) => Number(b.user_id === r.createdBy) - Number(a.user_id === r.createdBy),
  );
export const proposerIds = (r: ChangeRequest): string[] => proposersOf(r).map((p) => p.user_id);

/**
 * The four-eyes rule (ADR 0062), decided here only: nobody involved in what is approved (who
 * proposed any value of a change, revealed or used a client's link...) approves it, unless the
 * organisation relaxed four-eyes. Every approving path calls this, through `assertFourEyes` or the
 * decisions module.
 */
export function refuseInvolved(
  fourEyes: boolean,
  involved: readonly string[],
  userId: string,
  message: string = M.selfApproval,
): void {
  if (fourEyes && involved.includes(userId)) throw forbidden(message);
}

/** Serialises every proposal and decision on one object (same lock order everywhere: object, then row). */
export async function lockObject(
  em: EntityManager,
  organization: string,
  objectType: string,
  objectId: string,
): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`workflow:${organization}:${objectType}:${objectId}`]);
}

/** The proposal side of the maker-checker engine (ADR 0016); decisions live in decisions.ts. */
export class WorkflowEngine implements WorkflowService {
  private readonly registry = new Map<string, ReviewableType>();
  private readonly direct = new Map<string, DirectRemoval>();
  private readonly closers = new Set<() => void>();
  private catalog: LabelCatalog | null = null;

  constructor(
    readonly ctx: PluginContext,
    readonly events: ChangeEvents,
    private readonly directory: UserDirectory,
  ) {}

  register(type: ReviewableType): void {
    if (this.registry.has(type.objectType)) throw new Error(`Reviewable type ${type.objectType} is registered twice`);
    this.registry.set(type.objectType, type);
    this.catalog = null;
  }

  /** Every type's human labels (ADR 0067), built once after the plugins registered their types. */
  labels(): LabelCatalog {
    this.catalog ??= {
      types: Object.fromEntries(
        [...this.registry.values()].map((t) => [
          t.objectType,
          {
            label: t.label,
            group: t.auditGroup ?? null,
            fields: { ...t.labels.fields },
            options: Object.fromEntries(Object.entries(t.labels.options ?? {}).map(([f, o]) => [f, { ...o }])),
          },
        ]),
      ),
    };
    return this.catalog;
  }

  registerDirectRemoval(objectType: string, removal: DirectRemoval): void {
    if (this.direct.has(objectType) || this.registry.has(objectType))
      throw new Error(`Removal of ${objectType} is registered twice`);
    this.direct.set(objectType, removal);
  }

  directRemoval(objectType: string): DirectRemoval | undefined {
    return this.direct.get(objectType);
  }

  types(): Iterable<ReviewableType> {
    return this.registry.values();
  }

  /** Open streams end when the app closes. */
  onClose(fn: () => void): () => void {
    this.closers.add(fn);
    return () => this.closers.delete(fn);
  }

  closeAll(): void {
    for (const fn of [...this.closers]) fn();
    this.closers.clear();
  }

  typeOf(objectType: string): ReviewableType | undefined {
    return this.registry.get(objectType);
  }

  requireType(objectType: string, field = 'type'): ReviewableType {
    const type = this.registry.get(objectType);
    if (!type) throw badRequest(M.unknownType, field);
    return type;
  }

  async nameOf(organizationId: string, userId: string): Promise<string> {
    const [person] = await this.directory.people(organizationId, [userId]);
    return person?.username ?? userId;
  }

  async proposeChange(
    em: EntityManager,
    actor: Actor,
    input: {
      objectType: string;
      objectId: string;
      values: FieldValues;
      created?: boolean;
      references?: ChangeReferences;
    },
  ) {
    const type = this.requireType(input.objectType, 'objectType');
    const unknown = Object.keys(input.values).filter((f) => !type.fields.includes(f));
    if (unknown.length) throw badRequest(`Unknown field ${unknown.join(', ')}`, unknown[0]);
    const userName = await this.nameOf(actor.organizationId, actor.userId);
    const result = await em.transactional(async (tx) => {
      await lockObject(tx, actor.organizationId, type.objectType, input.objectId);
      const state = await type.load(tx, input.objectId);
      if (!state) throw notFound(M.objectNotFound);
      const existing = await tx.findOne(
        ChangeRequestEntity,
        { objectType: type.objectType, objectId: input.objectId, actionType: 'change', status: 'pending' },
        { refresh: true },
      );
      const fields: Record<string, FieldChange> = { ...(existing?.fields ?? {}) };
      const proposals: Record<string, FieldProposal[]> = { ...(existing?.proposals ?? {}) };
      const by = { user_id: actor.userId, user_name: userName, at: new Date().toISOString() };
      const added: FieldValues = {};
      const reverted: string[] = [];
      for (const [name, value] of Object.entries(input.values)) {
        const approved = fields[name] ? fields[name].current : (state.values[name] ?? null);
        if (same(approved, value)) {
          if (fields[name]) {
            delete fields[name];
            reverted.push(name);
            proposals[name] = [...(proposals[name] ?? []), { new: approved ?? null, ...by, reverted: true }];
          }
          continue;
        }
        // Sending again the value already proposed is no proposal (forms send every shown field).
        if (fields[name] && same(fields[name].new, value)) continue;
        fields[name] = { current: approved, new: value ?? null };
        proposals[name] = [...(proposals[name] ?? []), { new: value ?? null, ...by }];
        added[name] = value ?? null;
      }
      if (!Object.keys(added).length && !reverted.length) return existing ? summary(existing) : null;
      if (reverted.length) await type.discardPending(tx, input.objectId, reverted, false);
      if (Object.keys(added).length) await type.writePending(tx, input.objectId, added);
      // A client's creating change: its name is only the proposed one, readable once written (ADR 0067).
      const companyName =
        existing?.companyName || state.companyName || (await type.load(tx, input.objectId))?.companyName || '';
      const proposed = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.new]));
      const fileInfo = type.fileInfo?.({ ...state.values, ...proposed }) ?? null;
      const proposers = withProposer(existing?.proposers ?? [], { user_id: actor.userId, user_name: userName });
      let request: ChangeRequest;
      if (existing) {
        request = existing;
        Object.assign(request, { fields, proposals, proposers, fileInfo, companyName, updatedAt: new Date() });
        request.version += 1;
        if (input.references) request.references = { ...request.references, ...input.references };
        if (!Object.keys(fields).length)
          Object.assign(request, {
            status: 'denied',
            actionTaken: 'skipped',
            handledAt: new Date(),
            handledBy: actor.userId,
            handledByName: userName,
          });
      } else {
        request = tx.create(ChangeRequestEntity, {
          organization: actor.organizationId,
          companyId: state.companyId,
          companyName,
          objectType: type.objectType,
          objectId: input.objectId,
          actionType: 'change',
          status: 'pending',
          fields,
          proposals,
          proposers,
          sourceObjectState: input.created ? null : state.values,
          fileInfo,
          references: { ...(state.references ?? {}), ...(input.references ?? {}) },
          createdBy: actor.userId,
          userName,
        });
      }
      await tx.flush();
      await this.ctx.audit.record(tx, {
        organizationId: actor.organizationId,
        action: request.status === 'pending' ? 'change.proposed' : 'change.skipped',
        actorId: actor.userId,
        actorName: userName,
        objectType: type.objectType,
        objectId: input.objectId,
        companyId: state.companyId,
        ip: actor.ip ?? null,
        before: Object.fromEntries(Object.entries(added).map(([k]) => [k, fields[k]?.current ?? null])),
        after: added,
        details: {
          change_id: request.id,
          reverted,
          created: Boolean(input.created),
          proposers: request.proposers.map((p) => p.user_id),
        },
      });
      return summary(request);
    });
    if (result) this.events.emit(actor.organizationId);
    return result;
  }

  async proposeRemoval(
    em: EntityManager,
    actor: Actor,
    input: { objectType: string; objectId: string; references?: ChangeReferences },
  ) {
    const type = this.requireType(input.objectType);
    const userName = await this.nameOf(actor.organizationId, actor.userId);
    const result = await em.transactional(async (tx) => {
      await lockObject(tx, actor.organizationId, type.objectType, input.objectId);
      const state = await type.load(tx, input.objectId);
      if (!state) throw notFound(M.objectNotFound);
      const existing = await tx.findOne(
        ChangeRequestEntity,
        { objectType: type.objectType, objectId: input.objectId, actionType: 'remove', status: 'pending' },
        { refresh: true },
      );
      if (existing) throw conflict(M.removalPending);
      const request = tx.create(ChangeRequestEntity, {
        organization: actor.organizationId,
        companyId: state.companyId,
        companyName: state.companyName,
        objectType: type.objectType,
        objectId: input.objectId,
        actionType: 'remove',
        status: 'pending',
        fields: {},
        proposals: {},
        proposers: [{ user_id: actor.userId, user_name: userName }],
        sourceObjectState: state.values,
        fileInfo: type.fileInfo?.(state.values) ?? null,
        references: { ...(state.references ?? {}), ...(input.references ?? {}) },
        createdBy: actor.userId,
        userName,
      });
      await tx.flush();
      await this.ctx.audit.record(tx, {
        organizationId: actor.organizationId,
        action: 'remove.proposed',
        actorId: actor.userId,
        actorName: userName,
        objectType: type.objectType,
        objectId: input.objectId,
        companyId: state.companyId,
        ip: actor.ip ?? null,
        before: state.values,
        details: { change_id: request.id },
      });
      return summary(request);
    });
    this.events.emit(actor.organizationId);
    return result;
  }

  async pendingFor(em: EntityManager, objectType: string, objectId: string) {
    const rows = await em.find(
      ChangeRequestEntity,
      { objectType, objectId, status: 'pending' },
      { orderBy: { createdAt: 'asc' } },
    );
    return rows.map(summary);
  }

  pendingCountsByCompany(
    em: EntityManager,
    organizationId: string,
    companyIds: readonly string[],
  ): Promise<Map<string, number>> {
    return pendingCountsByCompany(em, organizationId, companyIds);
  }

  pendingCountSql(companyIdSql: string, organizationSql: string): string {
    return pendingCountSql(companyIdSql, organizationSql);
  }

  async assertFourEyes(
    em: EntityManager,
    input: { organizationId: string; userId: string; involved: readonly string[]; message?: string },
  ): Promise<void> {
    if (!input.involved.includes(input.userId)) return;
    refuseInvolved((await settingsOf(em, input.organizationId)).fourEyes, input.involved, input.userId, input.message);
  }

  /** Locks a change request row after its object (see lockObject): the object lock is taken in the same round trip as the lookup. */
  async lockRequest(tx: EntityManager, organization: string, id: string): Promise<ChangeRequest> {
    const [first] = await tx.execute<{ id: string }[]>(
      `select id, pg_advisory_xact_lock(hashtext('workflow:' || organization || ':' || object_type || ':' || object_id)) is null as locked
         from workflow_change_request where id = ? and organization = ?`,
      [id, organization],
    );
    if (!first) throw notFound(M.notFound);
    const locked = await tx.findOne(
      ChangeRequestEntity,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!locked) throw notFound(M.notFound);
    return locked;
  }
}
