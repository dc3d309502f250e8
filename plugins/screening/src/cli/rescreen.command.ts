import { asSuperUser, CliError, globalOptions, printJson, printLine, requireSession } from '@app/core/cli';
import type { Command } from 'commander';
import { PassThrough } from 'node:stream';
import { followJob } from '@app/core/client';
import { createScreeningClient } from '../shared/index.ts';
import { SUPER_USER_HINT } from './admin-calls.ts';

/** `app screening rescreen`: the server re-screens every monitored subject against the current lists (super user). */
export function registerRescreenCommand(screening: Command): void {
  screening
    .command('rescreen')
    .description('Re-screen all monitored subjects against the current lists (needs a super-user login)')
    .action(async (_opts: unknown, command: Command) => {
      const global = globalOptions(command);
      const session = requireSession(global);
      const { job_id } = await asSuperUser(
        'app screening rescreen',
        () => createScreeningClient(session.http).rescreen({}),
        SUPER_USER_HINT,
      );
      const job = await followJob(session.http, job_id, {
        label: 'Re-screening',
        out: global.json ? new PassThrough() : process.stderr,
      });
      if (job.state !== 'completed') throw new CliError(`Re-screening ${job.state}: ${job.error ?? ''}`);
      const { rescreened = 0, alerts = 0 } = (job.output ?? {}) as { rescreened?: number; alerts?: number };
      if (global.json) return printJson({ job_id, rescreened, alerts });
      printLine(
        `Re-screened ${rescreened} subject${rescreened === 1 ? '' : 's'}; ${alerts} new alert${alerts === 1 ? '' : 's'}`,
      );
    });
}
