import { CliError, globalOptions, note, printJson, printLine, UsageError } from '@app/core/cli';
import type { Command } from 'commander';

interface Options {
  to: string;
  concurrency: string;
}

/**
 * `app storage migrate --to s3://bucket/prefix`: copies the configured file store (STORAGE_URL or
 * STORAGE_DIR, as the server reads them) to another store, each object read back and its SHA-256
 * compared (ADR 0083). Re-runs skip what the target already holds with the same checksum.
 */
export function registerStorageMigrateCommand(storage: Command): void {
  storage
    .command('migrate')
    .description('Copy the configured file store to another store and verify every object')
    .requiredOption(
      '--to <url>',
      'target store: s3://bucket/prefix (AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE) or file:///directory',
    )
    .option('--concurrency <n>', 'objects copied at once', '4')
    .action(async (opts: Options, command: Command) => {
      const global = globalOptions(command);
      const concurrency = Number(opts.concurrency);
      if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
        throw new UsageError('--concurrency must be a whole number from 1 to 64');
      const [{ cliServerConfig }, { migrateStorage, openStorage, parseStorageUrl }] = await Promise.all([
        import('../bootstrap.ts'),
        import('@app/core/server'),
      ]);
      let targetSettings;
      try {
        targetSettings = parseStorageUrl(opts.to);
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      const source = openStorage(cliServerConfig());
      const target = openStorage(targetSettings);
      if (source.location === target.location)
        throw new UsageError(`The target is the configured store itself (${source.location})`);
      try {
        await target.check();
      } catch (error) {
        throw new CliError(`Cannot reach the target store ${target.location}: ${(error as Error).message}`);
      }
      const counts = await migrateStorage(source, target, { concurrency });
      for (const f of counts.failures) note(`failed: ${f.key}: ${f.message}`);
      if (global.json) printJson({ from: source.location, to: target.location, ...counts });
      else {
        printLine(`From ${source.location} to ${target.location}: ${counts.total} objects`);
        printLine(`  copied and verified: ${counts.copied} (${(counts.bytes / 1e6).toFixed(1)} MB)`);
        printLine(`  already there with the same checksum: ${counts.skipped}`);
        printLine(`  failed: ${counts.failed}`);
      }
      if (counts.failed) throw new CliError(`${counts.failed} of ${counts.total} objects were not migrated`);
    });
}
