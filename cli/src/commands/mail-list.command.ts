import { formatDate, globalOptions, note, printJson, printTable, UsageError } from '@app/core/cli';
import type { Command } from 'commander';

interface Options {
  to?: string;
  limit: string;
}

/** First http(s) link of a mail text: verification and reset links in development. */
export const firstLink = (text: string): string | null => /(https?:\/\/\S+)/.exec(text)?.[1] ?? null;

/** `app mail list`: the development outbox (mails kept when no SMTP_URL is set), newest first. */
export function registerMailListCommand(mail: Command): void {
  mail
    .command('list')
    .description('Show mails of the development outbox, newest first')
    .option('--to <email>', 'only mails to this address')
    .option('--limit <n>', 'at most this many mails', '20')
    .action(async (opts: Options, command: Command) => {
      const global = globalOptions(command);
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
      const [{ withDatabase }, { OutboxMailEntity }] = await Promise.all([
        import('../bootstrap.ts'),
        import('@app/core/server'),
      ]);
      const { mails, smtp } = await withDatabase(async (orm, config) => ({
        smtp: Boolean(config.smtpUrl),
        mails: await orm.em
          .fork()
          .find(
            OutboxMailEntity,
            opts.to ? { to: { $ilike: opts.to.trim().replace(/[\\%_]/g, (c) => `\\${c}`) } } : {},
            { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
          ),
      }));
      if (global.json) {
        return printJson(
          mails.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            createdAt: m.createdAt,
            link: firstLink(m.text),
            text: m.text,
            html: m.html,
          })),
        );
      }
      if (!mails.length) {
        note(
          `No mails in the development outbox${opts.to ? ` to ${opts.to}` : ''}.${smtp ? ' SMTP_URL is set, so mails go to the SMTP server.' : ''}`,
        );
        return;
      }
      printTable(
        ['DATE', 'TO', 'SUBJECT', 'LINK'],
        mails.map((m) => [formatDate(m.createdAt), m.to, m.subject, firstLink(m.text) ?? '']),
      );
    });
}
