import { newId } from '@app/core/shared';
import { hashPassword, OrganizationEntity, UserEntity } from '@app/plugin-auth/server';
import type { MikroORM } from '@mikro-orm/postgresql';

const ORG = 'Demo Trust & Corporate Services';
const BACK_OFFICE = 'Platform back office';

export const DEMO_LOGINS = {
  password: 'DemoPass2026',
  users: [
    { role: 'ADMINISTRATOR', email: 'admin@demo.example.com', username: 'demo-admin', org: ORG, superUser: false },
    {
      role: 'COMPLIANCE_OFFICER',
      email: 'compliance@demo.example.com',
      username: 'demo-compliance',
      org: ORG,
      superUser: false,
    },
    {
      role: 'DATA_CONTROLLER',
      email: 'manager@demo.example.com',
      username: 'demo-manager',
      org: ORG,
      superUser: false,
    },
    {
      role: 'SUPER USER',
      email: 'superuser@demo.example.com',
      username: 'superuser',
      org: BACK_OFFICE,
      superUser: true,
    },
  ],
} as const;

/** Creates the demo organisation and its logins once; later starts leave them as they are. */
export async function seedDemo(orm: MikroORM): Promise<{ organization: string }> {
  const em = orm.em.fork();
  const existing = await em.findOne(OrganizationEntity, { name: ORG });
  if (existing) return { organization: ORG };
  const passwordHash = await hashPassword(DEMO_LOGINS.password);
  const orgIds = new Map<string, string>();
  for (const name of [ORG, BACK_OFFICE]) {
    const found = await em.findOne(OrganizationEntity, { name });
    orgIds.set(name, found?.id ?? em.create(OrganizationEntity, { id: newId(), name }).id);
  }
  for (const u of DEMO_LOGINS.users) {
    if (await em.findOne(UserEntity, { email: u.email, deletedAt: null }, { filters: false })) continue;
    em.create(UserEntity, {
      id: newId(),
      organization: orgIds.get(u.org)!,
      username: u.username,
      email: u.email,
      passwordHash,
      role: u.superUser ? 'ADMINISTRATOR' : u.role,
      isSuperUser: u.superUser,
      emailVerified: true,
    });
  }
  await em.flush();
  return { organization: ORG };
}
