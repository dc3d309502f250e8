import { defineCliPlugin } from '@app/core/plugin-api';
import { authManifest } from '../shared/index.ts';
import { registerLoginCommand } from './login.command.ts';
import { registerLogoutCommand } from './logout.command.ts';
import { registerUsersCreateCommand } from './users-create.command.ts';
import { registerUsersListCommand } from './users-list.command.ts';

/**
 * Commands of the auth plugin: login/logout (they write the session every other command reads
 * through `@app/core/cli`) and user management over the typed client.
 */
export const authCliPlugin = defineCliPlugin({
  manifest: authManifest,
  register(program) {
    registerLoginCommand(program);
    registerLogoutCommand(program);
    const users = program.command('users').description('Manage the users of your organisation');
    registerUsersListCommand(users);
    registerUsersCreateCommand(users);
  },
});
