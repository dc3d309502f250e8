import type { Command } from 'commander';
import { PassThrough } from 'node:stream';
import { followJob } from '@app/core/client';
import { createScreeningClient } from '../shared/index.ts';
import { asSuperUser } from './admin-calls.ts';
import type { ScreeningCliIo } from './cli-io.ts';

/** `app screening rescreen`: the server re-screens every monitored subject against the current lists (super user). */
export function registerRescreenCommand(screening: Command, io: ScreeningCliIo): void {
  screening
    .command('rescreen')
    .description('Re-screen all monitored subjects against the current lists (needs a super-user login)')
    .action(async (_opts: unknown, command: Command) => {
      const global = io.globalOptions(command);
      const session = io.requireSession(global);
      const { job_id } = await asSuperUser('app screening rescreen', () => createScreeningClient(session.http).rescreen({}));
      const job = await followJob(session.http, job_id, { label: 'Re-screening', out: global.json ? new PassThrough() : process.stderr });
      if (job.state !== 'completed') throw new Error(`Re-screening ${job.state}: ${job.error ?? ''}`);
      const { rescreened = 0, alerts = 0 } = (job.output ?? {}) as { rescreened?: number; alerts?: number };
      if (global.json) return io.printJson({ job_id, rescreened, alerts });
      io.printLine(`Re-screened ${rescreened} subject${rescreened === 1 ? '' : 's'}; ${alerts} new alert${alerts === 1 ? '' : 's'}`);
    });
}
