import { defineRoute, Type } from '@app/core/shared';
import { MESSAGES } from './messages.ts';
import {
  CurrentUserSchema,
  EmailField,
  PasswordField,
  PermissionEffectSchema,
  PermissionMapSchema,
  RoleOptionSchema,
  RoleSchema,
  UserSchema,
  UsernameField,
} from './user.schema.ts';

const UserId = Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: MESSAGES.userNotFound });
const IdQuery = Type.Object({ id: UserId }, { additionalProperties: false });
const Status = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });

export const getUser = defineRoute({
  operationId: 'getUser',
  method: 'GET',
  url: 'get-user',
  tags: ['users'],
  summary: 'The signed-in user (or, with ?id= and view_user, a colleague) with permissions',
  querystring: Type.Object({ id: Type.Optional(Type.String({ maxLength: 24 })) }),
  response: CurrentUserSchema,
});

export const getRoles = defineRoute({
  operationId: 'getRoles',
  method: 'GET',
  url: 'get-roles',
  tags: ['users'],
  response: Type.Object({ roles: Type.Array(RoleOptionSchema) }),
});

export const listAccounts = defineRoute({
  operationId: 'listAccounts',
  method: 'GET',
  url: 'user/accounts',
  permission: 'view_user',
  tags: ['users'],
  response: Type.Object({ accounts: Type.Array(UserSchema) }),
});

export const getAccount = defineRoute({
  operationId: 'getAccount',
  method: 'GET',
  url: 'user/account',
  permission: 'view_user',
  tags: ['users'],
  querystring: IdQuery,
  response: Type.Object({ user: UserSchema }),
});

export const getAccountPermissions = defineRoute({
  operationId: 'getAccountPermissions',
  method: 'GET',
  url: 'user/account/permissions',
  permission: 'view_permission_of_user',
  tags: ['users'],
  querystring: IdQuery,
  response: Type.Object({ permissions: PermissionMapSchema }),
});

export const createAccount = defineRoute({
  operationId: 'createAccount',
  method: 'POST',
  url: 'user/account/create',
  permission: 'create_user',
  tags: ['users'],
  body: Type.Object(
    { username: UsernameField, email: EmailField, type: RoleSchema, password: PasswordField },
    { additionalProperties: false },
  ),
  response: Type.Object({ user: UserSchema, message: Type.String() }),
});

export const updateAccount = defineRoute({
  operationId: 'updateAccount',
  method: 'POST',
  url: 'user/account/update',
  permission: 'update_user',
  tags: ['users'],
  body: Type.Object(
    {
      user: Type.Object(
        {
          _id: UserId,
          username: Type.Optional(UsernameField),
          email: Type.Optional(EmailField),
          type: Type.Optional(RoleSchema),
          // The rest of a user object as get/list return it: accepted so the whole object can be sent back, but read-only.
          email_verified: Type.Optional(Type.Boolean()),
          created: Type.Optional(Type.String()),
          lastLogin: Type.Optional(Type.Union([Type.String(), Type.Null()])),
          is_super_user: Type.Optional(Type.Boolean()),
          two_factor_enabled: Type.Optional(Type.Boolean()),
          two_factor_setup_completed: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  /** `pending_email`: an e-mail change waiting for its confirmation link (ADR 0012); `user.email` is still the old one. */
  response: Type.Object({
    user: UserSchema,
    message: Type.String(),
    pending_email: Type.Optional(Type.String()),
    notice: Type.Optional(Type.String()),
  }),
});

export const deleteAccount = defineRoute({
  operationId: 'deleteAccount',
  method: 'POST',
  url: 'user/account/delete',
  permission: 'delete_user',
  tags: ['users'],
  body: Type.Object({ user_id: UserId }, { additionalProperties: false }),
  response: Status,
});

export const updatePermissions = defineRoute({
  operationId: 'updatePermissions',
  method: 'POST',
  url: 'update-permissions',
  permission: 'change_permission_of_user',
  tags: ['users'],
  body: Type.Object(
    {
      user_id: UserId,
      name: Type.String({ minLength: 1, maxLength: 64, errorMessage: MESSAGES.unknownPermission }),
      effect: PermissionEffectSchema,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ status: Type.String(), permissions: PermissionMapSchema }),
});
