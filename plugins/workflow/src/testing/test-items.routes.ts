import { defineRoute, Type } from '@app/core/shared';

/** Contract of the test plugin (tests and the e2e server only): a reviewable type until the dossier exists. */
const Fields = Type.Object(
  {
    name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    amount: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    country: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const Field = Type.Object({ value: Type.Unknown(), new_value: Type.Optional(Type.Unknown()) });
export const TestItemSchema = Type.Object({
  _id: Type.String(),
  company_id: Type.String(),
  company_name: Type.String(),
  parent_id: Type.Union([Type.String(), Type.Null()]),
  name: Field,
  amount: Field,
  country: Field,
});

export const createTestItem = defineRoute({
  operationId: 'createTestItem',
  method: 'POST',
  url: 'workflow-test/items',
  permission: 'update_dashboard',
  tags: ['workflow test'],
  body: Type.Object(
    {
      company_id: Type.String({ minLength: 1, maxLength: 64 }),
      company_name: Type.String({ maxLength: 300 }),
      parent_id: Type.Optional(Type.String({ maxLength: 64 })),
      fields: Fields,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    item: TestItemSchema,
    change_id: Type.Union([Type.String(), Type.Null()]),
    message: Type.String(),
  }),
});

export const updateTestItem = defineRoute({
  operationId: 'updateTestItem',
  method: 'POST',
  url: 'workflow-test/items/update',
  permission: 'update_dashboard',
  tags: ['workflow test'],
  body: Type.Object({ id: Type.String({ maxLength: 64 }), fields: Fields }, { additionalProperties: false }),
  response: Type.Object({
    item: TestItemSchema,
    change_id: Type.Union([Type.String(), Type.Null()]),
    message: Type.String(),
  }),
});

export const getTestItem = defineRoute({
  operationId: 'getTestItem',
  method: 'GET',
  url: 'workflow-test/items/:id',
  permission: 'update_dashboard',
  tags: ['workflow test'],
  querystring: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  response: Type.Object({ item: Type.Union([TestItemSchema, Type.Null()]) }),
});
