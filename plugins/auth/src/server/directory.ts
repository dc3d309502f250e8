import type { PluginContext } from '@app/core/plugin-api';
import type { DirectoryPerson, UserDirectory } from '../shared/directory.ts';
import { UserEntity, type User } from './auth.entities.ts';
import { permissionsOf } from './users.service.ts';

const person = (u: User): DirectoryPerson => ({ id: u.id, username: u.username, email: u.email, role: u.role });

/** The auth plugin's user directory service (read only, bypasses no tenant rule: scoped by organisation). */
export function userDirectory(ctx: PluginContext): UserDirectory {
  return {
    async people(organizationId, ids) {
      if (!ids.length) return [];
      const users = await ctx.orm.em
        .fork()
        .find(UserEntity, { organization: organizationId, id: { $in: [...ids] }, deletedAt: null }, { filters: false });
      return users.map(person);
    },
    async withPermission(organizationId, permission) {
      const users = await ctx.orm.em
        .fork()
        .find(UserEntity, { organization: organizationId, deletedAt: null }, { filters: false });
      return users.filter((u) => permissionsOf(u, ctx.permissionGrants)[permission] === 'allow').map(person);
    },
  };
}
