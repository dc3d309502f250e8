import { defineServerPlugin } from '@app/core/plugin-api';
import { notFound, TENANT_FILTER } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { workflowService, type FieldValues, type ReviewableType } from '../shared/index.ts';
import * as r from './test-items.routes.ts';

export const TEST_ITEM_TYPE = 'test_item';
const FIELDS = ['name', 'amount', 'country'] as const;
type Stored = Record<string, { value: unknown; new_value?: unknown }>;
interface Row {
  id: string;
  organization: string;
  company_id: string;
  company_name: string;
  parent_id: string | null;
  data: Stored;
  removed: boolean;
}

const TABLE = `create table if not exists workflow_test_item (id varchar(24) primary key, organization varchar(24) not null, company_id varchar(64) not null,
  company_name varchar(300) not null, parent_id varchar(24) null, data jsonb not null, removed boolean not null default false)`;

/** Raw SQL bypasses the tenant filter, so the organisation bound on the EntityManager is applied by hand. */
async function row(em: EntityManager, id: string): Promise<Row | null> {
  const organization =
    (em.getFilterParams(TENANT_FILTER) as { organization?: string } | undefined)?.organization ?? '-';
  const [found] = await em.execute<Row[]>(
    `select * from workflow_test_item where id = ? and organization = ? and removed = false`,
    [id, organization],
  );
  return found ?? null;
}
const save = (em: EntityManager, id: string, data: Stored) =>
  em.execute(`update workflow_test_item set data = ?::jsonb where id = ?`, [JSON.stringify(data), id]);

/** A reviewable type the way the dossier will declare its objects: `{value, new_value}` per field. */
export const testItemType: ReviewableType = {
  objectType: TEST_ITEM_TYPE,
  label: 'Test item',
  fields: FIELDS,
  labels: {
    fields: { name: 'Item name', amount: 'Amount', country: 'Country' },
    options: { country: { CW: 'Curaçao', NL: 'Netherlands', AW: 'Aruba' } },
  },
  auditGroup: 'corporate',
  deletePermission: 'delete_general_section',
  async load(em, id) {
    const item = await row(em, id);
    if (!item) return null;
    const values = Object.fromEntries(
      FIELDS.filter((f) => item.data[f]?.value !== undefined && item.data[f]?.value !== null).map((f) => [
        f,
        item.data[f]!.value,
      ]),
    );
    return { companyId: item.company_id, companyName: item.company_name, values, references: { kyc_file: item.id } };
  },
  async writePending(em, id, values) {
    const item = (await row(em, id))!;
    for (const [f, v] of Object.entries(values)) item.data[f] = { value: item.data[f]?.value ?? null, new_value: v };
    await save(em, id, item.data);
  },
  async discardPending(em, id, fields, created) {
    const item = (await row(em, id))!;
    for (const f of fields) if (item.data[f]) delete item.data[f].new_value;
    await save(em, id, item.data);
    if (created) await em.execute(`update workflow_test_item set removed = true where id = ?`, [id]);
  },
  async applyChange(em, id, values) {
    const item = (await row(em, id))!;
    for (const [f, v] of Object.entries(values)) item.data[f] = { value: v };
    await save(em, id, item.data);
  },
  async applyRemoval(em, id) {
    await em.execute(`update workflow_test_item set removed = true where id = ? or parent_id = ?`, [id, id]);
  },
  async related(em, id) {
    const children = await em.execute<{ id: string }[]>(
      `select id from workflow_test_item where parent_id = ? and removed = false`,
      [id],
    );
    return children.map((c) => ({ objectType: TEST_ITEM_TYPE, objectId: c.id }));
  },
  /** An item whose country is 'file' stands for a file (its name is the file name). */
  fileInfo: (values) => (values.country === 'file' ? { title: values.name ?? null, documentType: 'test' } : null),
};

const toWire = (item: Row) =>
  ({
    _id: item.id,
    company_id: item.company_id,
    company_name: item.company_name,
    parent_id: item.parent_id,
    ...Object.fromEntries(FIELDS.map((f) => [f, item.data[f] ?? { value: null }])),
  }) as { _id: string; company_id: string; company_name: string; parent_id: string | null } & Record<
    (typeof FIELDS)[number],
    { value: unknown; new_value?: unknown }
  >;

/** Changes a stored value without the engine (as an import or a migration would): makes a pending change stale. */
export async function writeDirectly(em: EntityManager, id: string, values: FieldValues): Promise<void> {
  const item = await row(em, id);
  if (!item) throw notFound();
  for (const [f, v] of Object.entries(values)) item.data[f] = { ...item.data[f], value: v };
  await save(em, id, item.data);
}

/** Test-only plugin: registered by the tap tests and the e2e server, never by the product. */
export const workflowTestPlugin = defineServerPlugin({
  manifest: { id: 'workflow-test', title: 'Workflow test objects' },
  deps: { workflow: workflowService },
  setup(ctx, { workflow }) {
    workflow.register(testItemType);
    const actor = (p: { userId: string; organizationId: string }, ip?: string) => ({
      userId: p.userId,
      organizationId: p.organizationId,
      ip: ip ?? null,
    });
    return {
      routes(app) {
        app.route(r.createTestItem, async ({ em, principal, body, request }) => {
          const id = newId();
          await em.execute(
            `insert into workflow_test_item (id, organization, company_id, company_name, parent_id, data) values (?, ?, ?, ?, ?, '{}'::jsonb)`,
            [id, principal.organizationId, body.company_id, body.company_name, body.parent_id ?? null],
          );
          const change = await workflow.proposeChange(em, actor(principal, request.ip), {
            objectType: TEST_ITEM_TYPE,
            objectId: id,
            values: body.fields,
            created: true,
          });
          return {
            item: toWire((await row(em, id))!),
            change_id: change?.id ?? null,
            message: change ? 'Data saved successfully' : 'Nothing to save',
          };
        });
        app.route(r.updateTestItem, async ({ em, principal, body, request }) => {
          if (!(await row(em, body.id))) throw notFound();
          const change = await workflow.proposeChange(em, actor(principal, request.ip), {
            objectType: TEST_ITEM_TYPE,
            objectId: body.id,
            values: body.fields,
          });
          return {
            item: toWire((await row(em, body.id))!),
            change_id: change?.id ?? null,
            message: change ? 'Data saved successfully' : 'Nothing to save',
          };
        });
        app.route(r.getTestItem, async ({ em, query }) => {
          const item = await row(em, query.id);
          return { item: item ? toWire(item) : null };
        });
      },
      async onReady() {
        await ctx.orm.em.fork().execute(TABLE);
      },
    };
  },
});
