import type { Command } from 'commander';

/**
 * A plugin's commands for the host program `app` (listed in cli/src/plugins.ts). Commands use the
 * CLI kit `@app/core/cli` (session, `--json` output, exit codes, prompts, super-user calls,
 * progress), never another plugin's `/cli`.
 */
export interface CliPlugin {
  manifest: { id: string; title: string };
  /** Adds the plugin's commands to the root program (`program.command(...)`, so its exitOverride is inherited). */
  register(program: Command): void;
}

export const defineCliPlugin = <P extends CliPlugin>(plugin: P): P => plugin;
