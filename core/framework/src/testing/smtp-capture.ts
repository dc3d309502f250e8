import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  url: string;
  mails: ParsedMail[];
  /** Resolves with the first mail (already received or arriving) matching the predicate. */
  waitForMail(match: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a random local port that parses every mail it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: ParsedMail[] = [];
  const waiters: { match: (m: ParsedMail) => boolean; resolve: (m: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const w of [...waiters])
            if (w.match(mail)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(match, timeoutMs = 5000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching mail arrived')), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** First http(s) link in a mail's text. */
export function linkIn(mail: ParsedMail): string {
  const m = /(https?:\/\/\S+)/.exec(mail.text ?? '');
  if (!m) throw new Error(`No link in mail "${mail.subject}"`);
  return m[1];
}

/** All recipient addresses of a parsed mail, lower-cased. */
export function recipients(mail: ParsedMail): string[] {
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** Waits for the newest mail to an address whose subject matches. */
export const mailTo = (smtp: SmtpCapture, address: string, subject: RegExp = /./) =>
  smtp.waitForMail((m) => recipients(m).includes(address.toLowerCase()) && subject.test(m.subject ?? ''));
