import type { Command } from 'commander';

export interface CliPlugin {
  manifest: { id: string; title: string };
  /** Adds the plugin's commands to the root program. */
  register(program: Command): void;
}

export const defineCliPlugin = <P extends CliPlugin>(plugin: P): P => plugin;
