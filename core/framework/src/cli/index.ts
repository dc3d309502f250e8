/**
 * The CLI kit: what every plugin's commands share. A plugin's `cli/`
 * registers commander commands (`defineCliPlugin` from `@app/core/plugin-api`) and uses this for the
 * session of `app login`, `--json` output, exit codes, prompts, super-user calls and progress.
 * Node only; the host `cli/` runs the program with `runProgram`.
 */
export * from './errors.ts';
export * from './output.ts';
export * from './progress.ts';
export * from './prompts.ts';
export * from './run.ts';
export * from './session.ts';
export * from './super-user.ts';
