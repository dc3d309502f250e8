import type { MailMessage } from '@app/core/server';

interface MailTask {
  id: string;
  companyId: string;
  description: string;
}
const link = (publicUrl: string, t: MailTask) => `${publicUrl}/${t.companyId}/tasks/${t.id}`;

export const assignedMail = (
  to: string,
  publicUrl: string,
  t: MailTask,
  by: string,
  client: string,
  comment: string,
): MailMessage => ({
  to,
  subject: `New task for you: ${t.description}`,
  text: `${by} assigned you a task on ${client || 'a client'}.\n\n${comment}\n\nOpen the task: ${link(publicUrl, t)}\n`,
});

export const messageMail = (to: string, publicUrl: string, t: MailTask, by: string, message: string): MailMessage => ({
  to,
  subject: `New message on your task: ${t.description}`,
  text: `${by} wrote on the task "${t.description}":\n\n${message}\n\nOpen the task: ${link(publicUrl, t)}\n`,
});
