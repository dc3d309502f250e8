import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A support ticket (seed 002 §3), owned by its author's organisation; support staff read across organisations. */
export const TicketEntity = defineEntity({
  name: 'SupportTicket',
  tableName: 'support_ticket',
  indexes: [{ properties: ['organization', 'userId', 'createdAt'] }, { properties: ['createdAt'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    userId: p.string().length(24),
    subject: p.string().length(200),
    content: p.text(),
    severity: p.string().length(8),
    status: p.string().length(8),
    createdAt: createdAtProperty(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type TicketRow = InferEntity<typeof TicketEntity>;

export const TicketMessageEntity = defineEntity({
  name: 'SupportMessage',
  tableName: 'support_message',
  indexes: [{ properties: ['ticketId', 'createdAt'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    ticketId: p.string().length(24),
    userId: p.string().length(24),
    /** Written by support staff (a super user). */
    isStaff: p.boolean(),
    message: p.text(),
    createdAt: createdAtProperty(),
  },
});
export type TicketMessageRow = InferEntity<typeof TicketMessageEntity>;

/** An uploaded attachment: free until support/create or support/message/create attaches it. */
export const SupportFileEntity = defineEntity({
  name: 'SupportFile',
  tableName: 'support_file',
  indexes: [{ properties: ['ticketId'] }],
  properties: {
    id: idProperty(),
    organization: organizationProperty(),
    uploadedBy: p.string().length(24),
    ticketId: p.string().length(24).nullable(),
    messageId: p.string().length(24).nullable(),
    filename: p.string().length(255),
    filesize: p.integer(),
    contentType: p.string().length(100),
    storageKey: p.string().length(200),
    createdAt: createdAtProperty(),
  },
});
export type SupportFileRow = InferEntity<typeof SupportFileEntity>;

export const supportEntities = [TicketEntity, TicketMessageEntity, SupportFileEntity];
