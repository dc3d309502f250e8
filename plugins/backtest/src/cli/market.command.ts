import {
  asSuperUser,
  globalOptions,
  printJson,
  printLine,
  progressReporter,
  requireSession,
  UsageError,
} from '@app/core/cli';
import { Argument, type Command } from 'commander';
import { existsSync, statSync } from 'node:fs';
import { MARKET_KINDS } from '../market/model.ts';
import type { ImportSummaryWire } from '../shared/index.ts';
import { uploadMarketFile } from './upload.ts';

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
export const describeImport = (s: ImportSummaryWire) =>
  `${s.file}: ${s.symbol}${s.interval ? ` ${s.interval}` : ''} ${s.rows} rows (${s.inserted} new, ${s.updated} changed, ${s.unchanged} unchanged)${s.first ? `, ${s.first} … ${s.last}` : ''}` +
  (s.gaps.length
    ? `; ${s.gaps.length} gap(s): ${s.gaps
        .slice(0, 3)
        .map((g) => `${g.missing} missing after ${g.from}`)
        .join(', ')}${s.gaps.length > 3 ? ', …' : ''}`
    : '; no gaps');

/** `app market import <kind> <files…>`: streams each file to the server (super user) with a progress bar. */
export function registerMarketCommands(program: Command): void {
  const market =
    program.commands.find((c) => c.name() === 'market') ??
    program.command('market').description('Market data for the backtest and the order-book check (super user)');
  market
    .command('import')
    .description('Import Binance kline, order-book snapshot or trades files (needs a super-user login)')
    .addArgument(new Argument('<kind>', 'what the files hold').choices([...MARKET_KINDS]))
    .addArgument(
      new Argument(
        '<files...>',
        'CSV or JSON files; the market and interval are read from names such as BTCUSDT-4h-….csv',
      ),
    )
    .option('--symbol <market>', 'market when the file name does not say it, e.g. EUREURI')
    .option('--interval <interval>', 'kline interval when neither the name nor the data says it')
    .action(async (kind: string, files: string[], opts: { symbol?: string; interval?: string }, command: Command) => {
      const global = globalOptions(command);
      for (const f of files) if (!existsSync(f) || !statSync(f).isFile()) throw new UsageError(`No such file: ${f}`);
      const session = requireSession(global);
      const bar = progressReporter(process.stderr);
      const results: ImportSummaryWire[] = [];
      try {
        // A 403 is reworded without the server's message (this command's wording since it exists).
        await asSuperUser(
          'app market import',
          async () => {
            for (const [i, file] of files.entries()) {
              const label = `${i + 1}/${files.length} ${file.split('/').pop()}`;
              bar.update(0, label);
              const summary = await uploadMarketFile(
                session,
                file,
                { kind, symbol: opts.symbol, interval: opts.interval },
                (sent, total) => bar.update(total ? sent / total : 1, `${label} ${mb(sent)} of ${mb(total)}`),
              );
              bar.end();
              results.push(summary);
              if (!global.json) printLine(describeImport(summary));
            }
          },
          { quoteServer: false },
        );
      } finally {
        bar.end();
      }
      if (global.json) printJson(results);
    });
}
