import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../shared/id.ts';

/** Primary key shared by every entity: 24-char hex, generated server-side. */
export const idProperty = () =>
  p
    .string()
    .length(24)
    .primary()
    .onCreate(() => newId());
/** Owning organisation of tenant data; the `tenant` filter matches on it. */
export const organizationProperty = () => p.string().length(24).index();
export const createdAtProperty = () => p.datetime().onCreate(() => new Date());

/** Mails kept when no SMTP server is configured, readable by developers (CLI and dev page). */
export const OutboxMailEntity = defineEntity({
  name: 'OutboxMail',
  tableName: 'core_outbox_mail',
  properties: {
    id: idProperty(),
    to: p.string().length(320),
    subject: p.string().length(998),
    text: p.text(),
    html: p.text(),
    createdAt: createdAtProperty(),
  },
});
export type OutboxMail = InferEntity<typeof OutboxMailEntity>;

export const coreEntities = [OutboxMailEntity];
