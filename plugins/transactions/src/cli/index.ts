import { defineCliPlugin } from '@app/core/plugin-api';
import { transactionsManifest } from '../shared/manifest.ts';
import { registerImportCommand } from './import.command.ts';
import { registerListCommand } from './list.command.ts';
import { registerMappingCommands } from './mapping.command.ts';

/** `app transactions import|list|mapping` over the API with the session of `app login`. */
export const transactionsCliPlugin = defineCliPlugin({
  manifest: transactionsManifest,
  register(program) {
    const transactions = program.command('transactions').description('Bank transactions: import files, list, mappings');
    registerImportCommand(transactions);
    registerListCommand(transactions);
    registerMappingCommands(transactions);
  },
});
