import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ActionTaken, ActionType, ChangeStatus, FieldChange, FieldProposal, Proposer } from '../shared/index.ts';

/** A review action (change request): one pending per object and action type. */
export const ChangeRequestEntity = defineEntity({
  name: 'ChangeRequest',
  tableName: 'workflow_change_request',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    companyId: p.string().length(64).nullable(),
    companyName: p.string().length(300).default(''),
    objectType: p.string().length(64),
    objectId: p.string().length(64),
    actionType: p.string().length(16).$type<ActionType>(),
    status: p.string().length(16).$type<ChangeStatus>().default('pending'),
    actionTaken: p.string().length(24).$type<ActionTaken>().nullable(),
    fields: p.json<Record<string, FieldChange>>(),
    /** Per field, who proposed which value when (ADR 0062); kept when a later proposal overwrites one. */
    proposals: p.json<Record<string, FieldProposal[]>>(),
    /** Everyone who proposed any value, the author first: the four-eyes rule refuses each of them. */
    proposers: p.json<Proposer[]>(),
    sourceObjectState: p.json<Record<string, unknown>>().nullable(),
    /** What the change says about the file it concerns (name, title, document type), when it concerns one. */
    fileInfo: p.json<Record<string, unknown>>().nullable(),
    references: p.json<Record<string, string>>(),
    createdBy: p.string().length(24),
    userName: p.string().length(320),
    createdAt: createdAtProperty(),
    updatedAt: p.datetime().onCreate(() => new Date()),
    handledBy: p.string().length(24).nullable(),
    handledByName: p.string().length(320).nullable(),
    handledAt: p.datetime().nullable(),
    rejectText: p.text().nullable(),
    rejectCommentStructure: p.json<object | string | number | boolean>().nullable(),
    version: p.integer().default(1),
  },
});
export type ChangeRequest = InferEntity<typeof ChangeRequestEntity>;

export const NotificationReadEntity = defineEntity({
  name: 'NotificationRead',
  tableName: 'workflow_notification_read',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24),
    changeId: p.string().length(24),
    readAt: p.datetime().onCreate(() => new Date()),
  },
});

export const WorkflowSettingEntity = defineEntity({
  name: 'WorkflowSetting',
  tableName: 'workflow_setting',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    fourEyes: p.boolean().default(true),
    digestAfterHours: p.integer().default(24),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});

/** One digest mail per user per day. */
export const DigestEntity = defineEntity({
  name: 'WorkflowDigest',
  tableName: 'workflow_digest',
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24),
    day: p.string().length(10),
    count: p.integer(),
    sentAt: createdAtProperty(),
  },
});

export const workflowEntities = [ChangeRequestEntity, NotificationReadEntity, WorkflowSettingEntity, DigestEntity];
