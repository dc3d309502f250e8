import { approvedCorporate } from '@app/plugin-dossier/server/test-helpers';
import { dossierRoutes as r } from '@app/plugin-dossier/shared';
import {
  approveAll,
  val,
  uniq,
  ok,
  changeOf,
  node,
  made,
  approvedUboPerson,
  type Env,
  type Scenario,
} from './four-eyes-env.ts';

/** Owners and people: shareholder, UBO, director and person routes of the four-eyes class test. */
export function peopleScenarios(): Record<string, Scenario> {
  const company = (env: Env) => approvedCorporate(env.api, env.org, uniq('Four Eyes Owners'));
  return {
    async createShareholder(env) {
      const companyId = await company(env);
      let id = '';
      return {
        byA: async () => {
          const res = await ok(
            env.api.call(
              r.createShareholder,
              {
                company_id: companyId,
                shareholder_type: 'person',
                percentage_held: 30,
                firstName: 'Carla',
                lastName: 'Diaz',
              },
              env.a.token,
            ),
            'shareholder/create',
          );
          id = res.shareholder._id;
          return res.change_id;
        },
        byB: () =>
          changeOf(env.api.call(r.updateShareholder, { id, percentage_held: 40 }, env.b.token), 'B shareholder'),
        read: async () => {
          const sh = (
            await ok(env.api.call(r.getShareholder, { id, dependencies: 'true' }, env.c.token), 'get shareholder')
          ).shareholder;
          return { percentage_held: val(sh.percentage_held), firstName: val(sh.entity?.firstName) };
        },
        expected: { percentage_held: 40, firstName: 'Carla' },
        overwritten: { field: 'percentage_held', a: 30 },
      };
    },
    async updateShareholder(env) {
      const companyId = await company(env);
      const sh = await ok(
        env.api.call(
          r.createShareholder,
          {
            company_id: companyId,
            shareholder_type: 'person',
            percentage_held: 20,
            firstName: 'Dana',
            lastName: 'Diaz',
          },
          env.org.maker.token,
        ),
        'sh',
      );
      await approveAll(env, companyId);
      const id = sh.shareholder._id as string;
      return {
        byA: () =>
          changeOf(env.api.call(r.updateShareholder, { id, percentage_held: 35 }, env.a.token), 'A shareholder'),
        byB: () =>
          changeOf(env.api.call(r.updateShareholder, { id, percentage_held: 45 }, env.b.token), 'B shareholder'),
        read: () => node(env, r.getShareholder, 'shareholder', id, ['percentage_held']),
        expected: { percentage_held: 45 },
        overwritten: { field: 'percentage_held', a: 35 },
      };
    },
    async createUbo(env) {
      const companyId = await company(env);
      let id = '';
      return {
        byA: async () => {
          const res = await ok(
            env.api.call(
              r.createUbo,
              {
                company_id: companyId,
                location_type: 'abroad',
                firstName: 'Uma',
                lastName: 'Berg',
                percentage_held: 30,
              },
              env.a.token,
            ),
            'ubo/create',
          );
          id = res.ubo._id;
          return res.change_id;
        },
        byB: () => changeOf(env.api.call(r.updateUbo, { id, location_type: 'local' }, env.b.token), 'B ubo'),
        read: async () => {
          const u = (await ok(env.api.call(r.getUbo, { id, dependencies: 'true' }, env.c.token), 'get ubo')).ubo;
          return { location_type: val(u.location_type), firstName: val(u.person?.firstName) };
        },
        expected: { location_type: 'local', firstName: 'Uma' },
        overwritten: { field: 'location_type', a: 'abroad' },
      };
    },
    async updateUbo(env) {
      const companyId = await company(env);
      const id = await made(env, companyId, 'ubo', {});
      return {
        byA: () => changeOf(env.api.call(r.updateUbo, { id, location_type: 'abroad' }, env.a.token), 'A ubo'),
        byB: () => changeOf(env.api.call(r.updateUbo, { id, location_type: 'local' }, env.b.token), 'B ubo'),
        read: () => node(env, r.getUbo, 'ubo', id, ['location_type']),
        expected: { location_type: 'local' },
        overwritten: { field: 'location_type', a: 'abroad' },
      };
    },
    async createMd(env) {
      const companyId = await company(env);
      let id = '';
      return {
        byA: async () => {
          const res = await ok(
            env.api.call(
              r.createMd,
              {
                company_id: companyId,
                location_type: 'local',
                entity_type: 'person',
                firstName: 'Dirk',
                lastName: 'Jansen',
              },
              env.a.token,
            ),
            'md/create',
          );
          id = res.md._id;
          return res.change_id;
        },
        byB: () => changeOf(env.api.call(r.updateMd, { id, location_type: 'abroad' }, env.b.token), 'B md'),
        read: async () => {
          const m = (await ok(env.api.call(r.getMd, { id, dependencies: 'true' }, env.c.token), 'get md')).md;
          return {
            location_type: val(m.location_type),
            firstName: val(m.person?.firstName ?? m.persons?.[0]?.firstName),
          };
        },
        expected: { location_type: 'abroad', firstName: 'Dirk' },
        overwritten: { field: 'location_type', a: 'local' },
      };
    },
    async updateMd(env) {
      const companyId = await company(env);
      const id = await made(env, companyId, 'mbd_related', { entity_type: 'person' });
      return {
        byA: () => changeOf(env.api.call(r.updateMd, { id, location_type: 'local' }, env.a.token), 'A md'),
        byB: () => changeOf(env.api.call(r.updateMd, { id, location_type: 'abroad' }, env.b.token), 'B md'),
        read: () => node(env, r.getMd, 'md', id, ['location_type']),
        expected: { location_type: 'abroad' },
        overwritten: { field: 'location_type', a: 'local' },
      };
    },
    async createPerson(env) {
      const companyId = await company(env);
      const md = await ok(
        env.api.call(
          r.createMd,
          { company_id: companyId, location_type: 'abroad', entity_type: 'entity', name: 'Director Services NV' },
          env.org.maker.token,
        ),
        'md',
      );
      await approveAll(env, companyId);
      let id = '';
      return {
        byA: async () => {
          const res = await ok(
            env.api.call(
              r.createPerson,
              { company_id: companyId, parent_id: md.md._id, firstName: 'Olga', lastName: 'Smit', title: 'Secretary' },
              env.a.token,
            ),
            'person/create',
          );
          id = res.person._id;
          return res.change_id;
        },
        byB: () =>
          changeOf(
            env.api.call(r.updatePerson, { id, lastName: 'Jansen', tinNumber: '1234567890' }, env.b.token),
            'B person',
          ),
        read: () => node(env, r.getPerson, 'person', id, ['firstName', 'lastName', 'tinNumber']),
        expected: { firstName: 'Olga', lastName: 'Jansen', tinNumber: '1234567890' },
        overwritten: { field: 'lastName', a: 'Smit' },
      };
    },
    async updatePerson(env) {
      const { personId: id } = await approvedUboPerson(env);
      return {
        byA: () =>
          changeOf(
            env.api.call(r.updatePerson, { id, firstName: 'Anna', tinNumber: '1234567890' }, env.a.token),
            'A person',
          ),
        byB: () =>
          changeOf(env.api.call(r.updatePerson, { id, firstName: 'Berta', zip: '12345' }, env.b.token), 'B person'),
        read: () => node(env, r.getPerson, 'person', id, ['firstName', 'tinNumber', 'zip']),
        expected: { firstName: 'Berta', tinNumber: '1234567890', zip: '12345' },
        overwritten: { field: 'firstName', a: 'Anna' },
      };
    },
    async createEntity(env) {
      const companyId = await company(env);
      const md = await made(env, companyId, 'mbd_related', { entity_type: 'entity', location_type: 'local' });
      let id = '';
      return {
        byA: async () => {
          const res = await ok(
            env.api.call(
              r.createEntity,
              { company_id: companyId, parent_id: md, name: 'Entity Alpha NV' },
              env.a.token,
            ),
            'entity/create',
          );
          id = res.entity._id;
          return res.change_id;
        },
        byB: () => changeOf(env.api.call(r.updateEntity, { id, city: 'Willemstad' }, env.b.token), 'B entity'),
        read: () => node(env, r.getEntity, 'entity', id, ['name', 'city']),
        expected: { name: 'Entity Alpha NV', city: 'Willemstad' },
      };
    },
    async updateEntity(env) {
      const companyId = await company(env);
      const sh = await ok(
        env.api.call(
          r.createShareholder,
          { company_id: companyId, shareholder_type: 'entity', percentage_held: 20, name: 'Entity Fields NV' },
          env.org.maker.token,
        ),
        'sh',
      );
      await approveAll(env, companyId);
      const id = sh.shareholder.entity._id as string;
      return {
        byA: () => changeOf(env.api.call(r.updateEntity, { id, name: 'Alpha Holdings NV' }, env.a.token), 'A entity'),
        byB: () =>
          changeOf(
            env.api.call(r.updateEntity, { id, name: 'Beta Holdings NV', city: 'Willemstad' }, env.b.token),
            'B entity',
          ),
        read: () => node(env, r.getEntity, 'entity', id, ['name', 'city']),
        expected: { name: 'Beta Holdings NV', city: 'Willemstad' },
        overwritten: { field: 'name', a: 'Alpha Holdings NV' },
      };
    },
  };
}
