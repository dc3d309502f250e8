import type { MailMessage } from '@app/core/server';

const link = (publicUrl: string, id: string) => `${publicUrl}/help-center/${id}`;

export const newTicketMail = (
  to: string,
  publicUrl: string,
  t: { id: string; subject: string; severity: string; content: string },
  by: string,
  organization: string,
): MailMessage => ({
  to,
  subject: `New support ticket (${t.severity}): ${t.subject}`,
  text: `${by} (${organization || 'unknown organisation'}) opened a support ticket.\n\nSeverity: ${t.severity}\n\n${t.content}\n\nOpen the ticket: ${link(publicUrl, t.id)}\n`,
});

export const staffReplyMail = (
  to: string,
  publicUrl: string,
  t: { id: string; subject: string },
  message: string,
): MailMessage => ({
  to,
  subject: `Support replied to your ticket: ${t.subject}`,
  text: `The support team replied to your ticket "${t.subject}":\n\n${message}\n\nOpen the ticket: ${link(publicUrl, t.id)}\n`,
});
