import { globalOptions, printJson, printLine, requireSession } from '@app/core/cli';
import type { Command } from 'commander';
import { createFiuClient, type InstitutionResponse } from '../shared/index.ts';

interface InstitutionOptions {
  name?: string;
  swift?: string;
  currency?: string;
  nonBank?: boolean;
}

function print(r: InstitutionResponse): void {
  const i = r.institution;
  if (!r.updated_at)
    return printLine('Our institution is not set: app fiu institution --name … --swift … --currency …');
  printLine(`Name:           ${i.name}`);
  printLine(`SWIFT/BIC:      ${i.swift}`);
  printLine(`Local currency: ${i.currency_code_local}`);
  printLine(`Bank:           ${i.non_bank_institution ? 'no (non-bank institution)' : 'yes'}`);
}

/**
 * `app fiu institution [--name --swift --currency --non-bank|--bank]`: shows our institution, or changes the
 * given fields (the others keep their saved values). Reports from stored transactions use it by default.
 */
export function registerInstitutionCommand(fiu: Command): void {
  fiu
    .command('institution')
    .description('Show or set our institution (bank name, SWIFT/BIC, local currency) for goAML reports')
    .option('--name <name>', 'the bank of the customer accounts')
    .option('--swift <bic>', 'its SWIFT/BIC')
    .option('--currency <code>', 'local currency (ISO code)')
    .option('--non-bank', 'our institution is not a bank')
    .option('--bank', 'our institution is a bank (the default)')
    .action(async (opts: InstitutionOptions & { bank?: boolean }, command: Command) => {
      const global = globalOptions(command);
      const client = createFiuClient(requireSession(global).http);
      const current = await client.getInstitution(undefined);
      const changes = opts.name ?? opts.swift ?? opts.currency ?? opts.nonBank ?? opts.bank;
      if (changes === undefined) return global.json ? printJson(current) : print(current);
      const saved = await client.saveInstitution({
        name: opts.name ?? current.institution.name,
        swift: opts.swift ?? current.institution.swift,
        currency_code_local: opts.currency ?? current.institution.currency_code_local,
        non_bank_institution: opts.nonBank ? true : opts.bank ? false : current.institution.non_bank_institution,
      });
      if (global.json) return printJson(saved);
      printLine(saved.message);
      print(saved);
    });
}
