import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthDirectory, DirectoryUser } from '../shared/index.ts';
import { OrganizationEntity, SessionEntity, UserEntity, type User } from './auth.entities.ts';
import { toUserWire } from './user.mapper.ts';

/** Cross-organisation reads for the back office (tenant filter off on purpose, live users only). */
export function authDirectory(orm: MikroORM): AuthDirectory {
  const withOrganizations = async (users: User[]): Promise<DirectoryUser[]> => {
    const em = orm.em.fork();
    const ids = [...new Set(users.map((u) => u.organization))];
    const orgs = ids.length ? await em.find(OrganizationEntity, { id: { $in: ids } }, { filters: false }) : [];
    const names = new Map(orgs.map((o) => [o.id, o.name]));
    return users.map((u) => ({
      ...toUserWire(u),
      organization: { _id: u.organization, name: names.get(u.organization) ?? '' },
    }));
  };
  const one = async (where: { id: string } | { email: string }) => {
    const user = await orm.em.fork().findOne(UserEntity, { ...where, deletedAt: null }, { filters: false });
    return user ? (await withOrganizations([user]))[0]! : null;
  };
  return {
    async listUsers() {
      return withOrganizations(
        await orm.em
          .fork()
          .find(UserEntity, { deletedAt: null }, { filters: false, orderBy: { createdAt: 'desc', id: 'desc' } }),
      );
    },
    findUser: (id) => one({ id }),
    findUserByEmail: (email) => one({ email: email.trim().toLowerCase() }),
    async loginHistory(userId, limit = 100) {
      const sessions = await orm.em
        .fork()
        .find(SessionEntity, { userId }, { filters: false, orderBy: { createdAt: 'desc', id: 'desc' }, limit });
      return sessions.map((s) => ({
        loginDate: s.createdAt.toISOString(),
        ip: s.ip ?? null,
        userAgent: s.userAgent ?? null,
      }));
    },
  };
}
