import { defineServerPlugin } from '@app/core/plugin-api';
import { defineRoute, IdSchema, Type } from '@app/core/shared';
import { notFound } from '@app/core/server';
import { dossierService } from '@app/plugin-dossier/shared';
import { createObject } from '@app/plugin-dossier/server/test-helpers';
import { workflowService } from '@app/plugin-workflow/shared';

/**
 * E2E server only (never in the product): seeds a shareholder person with a passport file on a
 * client through the dossier's own service, until the dossier's shareholder screens can do it.
 */
export const seedShareholderFile = defineRoute({
  operationId: 'e2eSeedShareholderFile',
  method: 'POST',
  url: 'tasks-test/shareholder-file',
  permission: 'update_dashboard',
  tags: ['tasks test'],
  body: Type.Object(
    { company_id: IdSchema, first_name: Type.String({ maxLength: 50 }), last_name: Type.String({ maxLength: 50 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ shareholder: Type.String(), person: Type.String(), passport: Type.String() }),
});

export const tasksE2eSeedPlugin = defineServerPlugin({
  manifest: { id: 'tasks-e2e-seed', title: 'Tasks e2e seed' },
  deps: { dossier: dossierService, workflow: workflowService },
  setup: (_ctx, { dossier, workflow }) => ({
    routes: (app) =>
      app.route(seedShareholderFile, async ({ em, principal, body }) => {
        if (!(await dossier.company(em, principal.organizationId, body.company_id))) throw notFound('Client not found');
        const actor = { userId: principal.userId, organizationId: principal.organizationId };
        const make = async (
          objectType: 'share_holder_related' | 'person' | 'kyc_file',
          values: Record<string, unknown>,
          parentId: string | null,
        ) =>
          (
            await createObject(em, workflow, actor, {
              companyId: body.company_id,
              objectType,
              parentId,
              values: values as never,
            })
          ).id;
        const shareholder = await make(
          'share_holder_related',
          { shareholder_type: 'person', percentage_held: 60 },
          null,
        );
        const person = await make('person', { firstName: body.first_name, lastName: body.last_name }, shareholder);
        const passport = await make('kyc_file', { documentType: 'passport_file' }, person);
        return { shareholder, person, passport };
      }),
  }),
});
