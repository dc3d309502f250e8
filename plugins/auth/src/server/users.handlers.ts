import { forbidden } from '@app/core/server';
import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { isAllowed } from '@app/core/shared';
import { MESSAGES, ROLE_LABELS, ROLES, usersRoutes as r } from '../shared/index.ts';
import { OrganizationEntity } from './auth.entities.ts';
import { toUserWire } from './user.mapper.ts';
import * as users from './users.service.ts';

export function usersHandlers(app: RouteRegistrar, ctx: PluginContext): void {
  app.route(r.getUser, async ({ em, principal, query }) => {
    const other = query.id && query.id !== principal.userId;
    if (other && !isAllowed(principal.permissions, 'view_user')) throw forbidden();
    const user = await users.findColleague(em, other ? query.id! : principal.userId);
    const org = await em.findOneOrFail(OrganizationEntity, { id: user.organization });
    return {
      user: toUserWire(user),
      credits_balance: 0,
      userAddress: null,
      userPhone: null,
      userInformation: null,
      // A colleague's permission map needs its own right, as on user/account/permissions.
      permissions:
        !other || isAllowed(principal.permissions, 'view_permission_of_user')
          ? users.permissionsOf(user, ctx.permissionGrants)
          : {},
      wallet: null,
      organization: { _id: org.id, name: org.name, require_two_factor: org.requireTwoFactor },
    };
  });
  app.route(r.getRoles, async () => ({ roles: ROLES.map((name) => ({ name, label: ROLE_LABELS[name] })) }));
  app.route(r.listAccounts, async ({ em }) => ({ accounts: (await users.listColleagues(em)).map(toUserWire) }));
  app.route(r.getAccount, async ({ em, query }) => ({ user: toUserWire(await users.findColleague(em, query.id)) }));
  app.route(r.getAccountPermissions, async ({ em, query }) => ({
    permissions: users.permissionsOf(await users.findColleague(em, query.id), ctx.permissionGrants),
  }));
  app.route(r.createAccount, async ({ em, principal, body, request }) => ({
    user: toUserWire(await users.createColleague(em, ctx, principal, body, request.ip)),
    message: MESSAGES.userCreated,
  }));
  app.route(r.updateAccount, async ({ em, principal, body, request }) => {
    const { user, pending } = await users.updateColleague(em, ctx, principal, body.user, request.ip);
    return {
      user: toUserWire(user),
      message: MESSAGES.userUpdated,
      ...(pending ? { pending_email: pending, notice: MESSAGES.emailChangePending(pending) } : {}),
    };
  });
  app.route(r.deleteAccount, ({ em, principal, body }) =>
    users.deleteColleague(em, principal, body.user_id, ctx.permissionGrants),
  );
  app.route(r.updatePermissions, ({ em, principal, body }) =>
    users.setPermission(em, principal, body, ctx.permissionGrants),
  );
}
