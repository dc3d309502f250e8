import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import { OutboxMailEntity } from './entities.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? escapeHtml(m.text),
      });
    },
  };
}

/** Without SMTP_URL mails land in core_outbox_mail for `app mail list` and the dev page. */
export function createOutboxMailer(orm: MikroORM): Mailer {
  return {
    kind: 'outbox',
    async send(m) {
      const em = orm.em.fork();
      em.create(OutboxMailEntity, { to: m.to, subject: m.subject, text: m.text, html: m.html ?? escapeHtml(m.text) });
      await em.flush();
    },
  };
}

function escapeHtml(text: string): string {
  return `<pre>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</pre>`;
}
