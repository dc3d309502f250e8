import { createdAtProperty, idProperty, organizationProperty } from '@app/core/server';
import { defineThreadFileEntity, defineThreadMessageEntity } from '@app/core/thread';
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
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type TicketRow = InferEntity<typeof TicketEntity>;

/** A ticket's replies (`isStaff`: written by support staff, a super user) and attachments: core's thread tables. */
export const TicketMessageEntity = defineThreadMessageEntity(
  { name: 'SupportMessage', tableName: 'support_message', threadColumn: 'ticket_id' },
  { isStaff: p.boolean() },
);
export type TicketMessageRow = InferEntity<typeof TicketMessageEntity>;
export const SupportFileEntity = defineThreadFileEntity({
  name: 'SupportFile',
  tableName: 'support_file',
  threadColumn: 'ticket_id',
});

export const supportEntities = [TicketEntity, TicketMessageEntity, SupportFileEntity];
