import { TENANT_FILTER } from '@app/core/server';
import { createMember, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { UserEntity } from '@app/plugin-auth/server';
import { buildServerTestApp } from '@app/server/testing';
import t from 'tap';

const api = await buildServerTestApp(t);

t.test('the tenant filter scopes every query and fails closed', async (t) => {
  const a = await registerAdmin(api);
  const b = await registerAdmin(api);
  await createMember(api, a, 'CLIENT');
  const em = api.orm.em.fork();
  await t.rejects(em.find(UserEntity, {}), /tenant/, 'no organisation bound → error, not every tenant');
  const orgA = (await em.findOneOrFail(UserEntity, { id: a.id }, { filters: false })).organization;
  em.setFilterParams(TENANT_FILTER, { organization: orgA });
  const seen = await em.find(UserEntity, {});
  t.equal(seen.length, 2);
  t.notOk(seen.some((u) => u.id === b.id));
  t.equal(await em.findOne(UserEntity, { id: b.id }), null, 'other tenant by id is invisible');
});
