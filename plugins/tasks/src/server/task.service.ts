import type { PluginContext, Principal } from '@app/core/plugin-api';
import { badRequest, forbidden, notFound } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { Thread, ThreadMessageRow } from '@app/core/thread';
import type { AuthService } from '@app/plugin-auth/shared';
import type { DossierServices } from '@app/plugin-dossier/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { statusOptions, TASK_MESSAGES as M, type CreateTask, type TaskStatus } from '../shared/index.ts';
import { assignedMail, messageMail } from './task.mails.ts';
import { TaskEntity, type TaskRow } from './task.entities.ts';
import { toMessageWire, toTaskWire } from './task.mapper.ts';
import { checkReferences, resolveConcerns } from './references.service.ts';

/** The permission that lets a colleague open client dossiers, hence their tasks (ADR 0040). */
export const TASK_PERMISSION = 'view_dashboard_tab';

export type TaskThread = Thread<TaskRow, ThreadMessageRow>;

export class TaskService {
  private readonly dossier: DossierServices;
  private readonly directory: AuthService['directory'];
  constructor(
    private readonly ctx: PluginContext,
    deps: { auth: AuthService; dossier: DossierServices },
    private readonly thread: TaskThread,
  ) {
    this.dossier = deps.dossier;
    this.directory = deps.auth.directory;
  }

  private async names(organizationId: string, ids: string[]): Promise<Map<string, string>> {
    const people = await this.directory.people(organizationId, [...new Set(ids)]);
    return new Map(people.map((p) => [p.id, p.username]));
  }

  async assignees(organizationId: string) {
    const people = await this.directory.withPermission(organizationId, TASK_PERMISSION);
    return people
      .map((p) => ({ _id: p.id, username: p.username, first_name: '', last_name: '' }))
      .sort((a, b) => a.username.localeCompare(b.username));
  }

  /** The wire form of tasks (names, client names, first comments, attachments in a few queries). */
  async wire(em: EntityManager, principal: Principal, tasks: TaskRow[]) {
    if (!tasks.length) return [];
    const ids = tasks.map((t) => t.id);
    const [names, messages, files] = await Promise.all([
      this.names(
        principal.organizationId,
        tasks.flatMap((t) => [t.creatorId, t.assigneeId]),
      ),
      this.thread.messagesOf(em, ids),
      this.thread.filesOf(em, ids),
    ]);
    const companies = new Map<string, string>();
    for (const companyId of new Set(tasks.map((t) => t.companyId)))
      companies.set(companyId, (await this.dossier.company(em, principal.organizationId, companyId))?.name ?? '');
    return tasks.map((t) =>
      toTaskWire(t, {
        names,
        companyName: companies.get(t.companyId) ?? '',
        viewerId: principal.userId,
        firstMessage: messages.find((m) => m.threadId === t.id)?.message ?? null,
        files: files.filter((f) => f.threadId === t.id),
      }),
    );
  }

  async create(em: EntityManager, principal: Principal, body: CreateTask) {
    const org = principal.organizationId;
    const comment = body.task.task_comment.trim();
    if (!comment) throw badRequest(M.commentRequired, 'task_comment');
    const company = await this.dossier.company(em, org, body.company_id);
    if (!company) throw notFound(M.companyNotFound);
    const assignee = (await this.directory.withPermission(org, TASK_PERMISSION)).find(
      (p) => p.id === body.task.assignee,
    );
    if (!assignee) throw badRequest(M.assigneeNotMember, 'assignee');
    const referances = await checkReferences(this.dossier, em, org, company.id, body.task.concerns ?? []);
    const description = (body.task.description?.trim() || comment.split('\n')[0]!.trim()).slice(0, 120);
    const task = await em.transactional(async (tx) => {
      const row = tx.create(TaskEntity, {
        id: newId(),
        organization: org,
        companyId: company.id,
        description,
        status: 'to do',
        creatorId: principal.userId,
        assigneeId: assignee.id,
        referances,
        assigneeUnread: assignee.id !== principal.userId,
      });
      await this.thread.write(tx, principal, row, comment, body.fileIds ?? [], {});
      await this.ctx.audit.record(tx, {
        organizationId: org,
        action: 'task.created',
        actorId: principal.userId,
        objectType: 'task',
        objectId: row.id,
        companyId: company.id,
        after: { description, assignee: assignee.id, referances },
      });
      return row;
    });
    if (assignee.id !== principal.userId) {
      const by = (await this.names(org, [principal.userId])).get(principal.userId) ?? 'A colleague';
      await this.thread.mail(assignedMail(assignee.email, this.ctx.config.publicUrl, task, by, company.name, comment));
    }
    return (await this.wire(em, principal, [task]))[0]!;
  }

  async list(em: EntityManager, principal: Principal, companyId?: string) {
    // An unknown or another organisation's client is named as such, not answered with an empty list.
    if (companyId && !(await this.dossier.company(em, principal.organizationId, companyId)))
      throw notFound(M.companyNotFound);
    const tasks = await em.find(TaskEntity, companyId ? { companyId } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: 1000,
    });
    return this.wire(em, principal, tasks);
  }

  async load(em: EntityManager, id: string): Promise<TaskRow> {
    const task = await em.findOne(TaskEntity, { id });
    if (!task) throw notFound(M.taskNotFound);
    return task;
  }

  async get(em: EntityManager, principal: Principal, id: string) {
    const task = await this.load(em, id);
    if (task.assigneeId === principal.userId && task.assigneeUnread) {
      await em.nativeUpdate(TaskEntity, { id }, { assigneeUnread: false });
      task.assigneeUnread = false;
    }
    const [wire] = await this.wire(em, principal, [task]);
    const [messages, files] = await Promise.all([this.thread.messagesOf(em, [id]), this.thread.filesOf(em, [id])]);
    const names = await this.names(
      principal.organizationId,
      messages.map((m) => m.userId),
    );
    const concern = await resolveConcerns(this.dossier, em, principal.organizationId, task.companyId, task.referances);
    return { task: wire!, messages: messages.map((m) => toMessageWire(m, names, files)), concern };
  }

  async updateStatus(em: EntityManager, principal: Principal, id: string, status: TaskStatus) {
    const task = await this.load(em, id);
    const allowed = statusOptions(task, principal.userId);
    if (!allowed.length) throw forbidden(M.statusNotYours);
    if (!allowed.includes(status))
      throw forbidden(M.statusNotAllowed(status, task.assigneeId === principal.userId ? 'assignee' : 'creator'));
    if (task.status !== status) {
      const before = task.status;
      task.status = status;
      await this.ctx.audit.record(em, {
        organizationId: principal.organizationId,
        action: 'task.status_changed',
        actorId: principal.userId,
        objectType: 'task',
        objectId: id,
        companyId: task.companyId,
        before: { status: before },
        after: { status },
      });
      await em.flush();
    }
    return (await this.wire(em, principal, [task]))[0]!;
  }

  async addMessage(
    em: EntityManager,
    principal: Principal,
    body: { task_id: string; content: string; files?: string[] },
  ) {
    const task = await this.load(em, body.task_id);
    const content = body.content.trim();
    if (!content) throw badRequest(M.contentRequired, 'content');
    const { message, files } = await em.transactional(async (tx) => {
      const written = await this.thread.write(tx, principal, task, content, body.files ?? [], {});
      if (task.assigneeId !== principal.userId)
        await tx.nativeUpdate(TaskEntity, { id: task.id }, { assigneeUnread: true });
      return written;
    });
    const names = await this.names(principal.organizationId, [principal.userId, task.assigneeId]);
    if (task.assigneeId !== principal.userId) {
      const [assignee] = await this.directory.people(principal.organizationId, [task.assigneeId]);
      if (assignee)
        await this.thread.mail(
          messageMail(
            assignee.email,
            this.ctx.config.publicUrl,
            task,
            names.get(principal.userId) ?? 'A colleague',
            content,
          ),
        );
    }
    return toMessageWire(message, names, files);
  }

  unreadCount(em: EntityManager, principal: Principal): Promise<number> {
    return em.count(TaskEntity, { assigneeId: principal.userId, assigneeUnread: true });
  }
}
