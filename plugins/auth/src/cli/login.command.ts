import {
  askSecret,
  askText,
  canPrompt,
  globalOptions,
  note,
  openSession,
  printJson,
  printLine,
  UsageError,
  writeCliConfig,
} from '@app/core/cli';
import { ApiError } from '@app/core/client';
import type { Command } from 'commander';
import { createAuthClient, validateEmail, validatePassword } from '../shared/index.ts';

interface LoginOptions {
  email?: string;
  password?: string;
  code?: string;
}

const MAX_CODE_TRIES = 3;
const SIX_DIGITS = (v: string) => (/^\d{6}$/.test(v.trim()) ? null : 'Enter the 6 digit code');

/** `app login [--email] [--password] [--code]`: password, then the two-factor challenge if any. */
export function registerLoginCommand(program: Command): void {
  program
    .command('login')
    .description('Sign in and keep the token in the CLI config (prompts for what is missing)')
    .option('--email <email>', 'account email')
    .option('--password <password>', 'password (prompted when omitted)')
    .option('--code <code>', '6 digit code from the authenticator app, when two-factor is on')
    .action(async (opts: LoginOptions, command: Command) => {
      const global = globalOptions(command);
      const session = openSession(global);
      const client = createAuthClient(session.http);
      const email = opts.email ?? (await askText('--email', 'Email', validateEmail));
      const password = opts.password ?? (await askSecret('--password', 'Password', validatePassword));
      if (opts.code !== undefined && SIX_DIGITS(opts.code)) throw new UsageError('--code must be 6 digits');

      let result = await client.login({ email, password, token: opts.code?.trim() || undefined });
      for (let tries = 0; !result.token; tries++) {
        if (!result.challenge) throw new ApiError(401, { message: result.message ?? result.error ?? 'Login failed' });
        if (!canPrompt()) {
          // Scripts: show what is needed (the setup secret included) and ask for a rerun with --code.
          if (global.json)
            printJson({
              challenge: result.challenge,
              message: result.message,
              secret: result.secret,
              otpauth_url: result.otpauth_url,
            });
          else showChallenge(result);
          throw new UsageError('Two-factor code required: run again with --code <6 digits>');
        }
        if (tries === 0) showChallenge(result);
        const code = (await askText('--code', 'Enter 6 digit code from auth app', SIX_DIGITS)).trim();
        try {
          result = await client.login({ email, password, token: code });
        } catch (error) {
          if (
            !(error instanceof ApiError) ||
            error.status !== 401 ||
            !error.fieldMessage('token') ||
            tries + 1 >= MAX_CODE_TRIES
          )
            throw error;
          note(error.message);
        }
      }

      writeCliConfig({
        ...session.config,
        baseUrl: session.baseUrl,
        token: result.token,
        email: email.trim().toLowerCase(),
      });
      if (global.json) printJson({ status: 'ok', baseUrl: session.baseUrl, email: email.trim().toLowerCase() });
      else printLine(`Logged in to ${session.baseUrl} as ${email.trim().toLowerCase()}`);
    });
}

function showChallenge(result: { challenge?: string; message?: string; secret?: string; otpauth_url?: string }): void {
  if (result.message) note(result.message);
  if (result.challenge === 'set_up_two_fa') {
    note(`Secret:      ${result.secret ?? ''}`);
    note(`otpauth URL: ${result.otpauth_url ?? ''}`);
  }
}
