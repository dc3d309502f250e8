import { globalOptions, note, printJson, printLine, requireSession, UsageError } from '@app/core/cli';
import { Option, type Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { COMPANY_TYPES, createDossierClient, effective, type Field } from '../shared/index.ts';
import { registerImportCommand } from './import.command.ts';

const ORDER_KEYS = ['createdAt', 'name', 'first_name', 'last_name', 'company_type', 'next_review_date', 'changesCount'];
const pad = (rows: string[][]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  '));
};
const value = (f: unknown) => String(effective(f as Field | undefined) ?? '');

/** `app clients list|show|create|export`: the KYC dossiers of your organisation over the API. */
export function registerClientCommands(program: Command): void {
  const clients = program
    .command('clients')
    .description('KYC dossiers of your organisation: list, show, create, import, export');
  registerImportCommand(clients);
  const session = (command: Command) => {
    const global = globalOptions(command);
    return { global, api: createDossierClient(requireSession(global).http) };
  };

  clients
    .command('list')
    .description('List clients (30 a page, newest first)')
    .option('--search <text>', 'name contains (3 characters or more)')
    .addOption(new Option('--type <type>', 'corporate or account_holder').choices([...COMPANY_TYPES]))
    .addOption(new Option('--order <key>', 'ordering column').choices(ORDER_KEYS).default('createdAt'))
    .option('--asc', 'ascending order')
    .option('--page <n>', 'page number (1-based)', '1')
    .action(
      async (
        opts: { search?: string; type?: 'corporate' | 'account_holder'; order: string; asc?: boolean; page: string },
        command: Command,
      ) => {
        if (!/^[1-9]\d{0,5}$/.test(opts.page)) throw new UsageError('--page must be a whole number from 1');
        if (opts.search !== undefined && opts.search.trim().length < 3)
          throw new UsageError('--search needs at least 3 characters');
        const { global, api } = session(command);
        const res = await api.listCompanies({
          search: opts.search,
          orderingKey: opts.order as never,
          orderingValue: opts.asc ? 'asc' : 'desc',
          page: opts.page,
          filters: opts.type ? { company_type: opts.type } : {},
        });
        if (global.json) return printJson(res);
        if (!res.companies.length) return note('No clients found');
        const rows = res.companies.map((c) => [
          c._id,
          c.company_type,
          c.createdAt.slice(0, 10),
          String(c.changesCount),
          (c.name ?? `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim()) +
            (c.pending_creation ? ' (awaiting approval)' : ''),
        ]);
        for (const line of pad([['ID', 'TYPE', 'CREATED', 'CHANGES', 'NAME'], ...rows])) printLine(line);
        note(`${res.count} client${res.count === 1 ? '' : 's'}; page ${opts.page}`);
      },
    );

  clients
    .command('show <id>')
    .description('Dashboard and section counts of one dossier')
    .action(async (id: string, _opts: unknown, command: Command) => {
      const { global, api } = session(command);
      const [{ companyData: d }, bundle] = await Promise.all([
        api.dashboardData({ company_id: id }),
        api.kycFilesInfo({ company_id: id }),
      ]);
      const counts = Object.fromEntries(Object.entries(bundle).map(([k, v]) => [k, (v as unknown[]).length]));
      if (global.json) return printJson({ companyData: d, counts });
      const name =
        d.company_type.value === 'corporate' ? value(d.name) : `${value(d.first_name)} ${value(d.last_name)}`;
      printLine(`${name} (${d.company_type.value}${d.pending_creation ? ', awaiting approval' : ''})`);
      printLine(
        `risk level: ${value(d.risk_level) || '—'}; next review: ${value(d.next_review_date) || '—'}; pending changes: ${d.changesCount}`,
      );
      if (d.completeness.warning) printLine(d.completeness.warning);
      for (const [k, n] of Object.entries(counts)) printLine(`${k}: ${n}`);
    });

  clients
    .command('create')
    .description('Add a client (a change request: it takes effect when a colleague approves)')
    .option('--name <name>', 'company name (corporate)')
    .addOption(
      new Option('--location <type>', 'corporate: local (Onshore) or abroad (Offshore)').choices(['local', 'abroad']),
    )
    .option('--first-name <name>', 'account holder first name')
    .option('--last-name <name>', 'account holder last name')
    .addOption(
      new Option('--holder-type <type>', 'account holder client type').choices([
        'bank',
        'credit_union',
        'pention',
        'insurance',
        'player',
      ]),
    )
    .action(
      async (
        opts: { name?: string; location?: string; firstName?: string; lastName?: string; holderType?: string },
        command: Command,
      ) => {
        const holder = Boolean(opts.firstName || opts.lastName || opts.holderType);
        if (holder && opts.name)
          throw new UsageError(
            'Give --name/--location for a corporate or --first-name/--last-name/--holder-type for an account holder, not both',
          );
        const { global, api } = session(command);
        const res = await api.createCompany(
          holder
            ? {
                company_type: 'account_holder',
                first_name: opts.firstName ?? null,
                last_name: opts.lastName ?? null,
                account_holder_type: opts.holderType ?? null,
              }
            : { company_type: 'corporate', name: opts.name ?? null, location_type: opts.location ?? null },
        );
        if (global.json) return printJson(res);
        printLine(res.company._id);
        note(res.message);
      },
    );

  clients
    .command('export <id>')
    .description('The whole dossier (dashboard, bundle, subsidiaries) as JSON')
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (id: string, opts: { out?: string }, command: Command) => {
      const { api } = session(command);
      const [dashboard, bundle] = await Promise.all([
        api.dashboardData({ company_id: id }),
        api.kycFilesInfo({ company_id: id }),
      ]);
      const subsidiaries = await api
        .listSubsidiaries({ company_id: id })
        .then((r) => r.subsidiaries)
        .catch(() => null);
      const out = {
        exported_at: new Date().toISOString(),
        companyData: dashboard.companyData,
        ...bundle,
        subsidiaries,
      };
      if (!opts.out) return printJson(out);
      writeFileSync(opts.out, `${JSON.stringify(out, null, 2)}\n`);
      note(`Dossier ${id} written to ${opts.out}`);
    });
}
