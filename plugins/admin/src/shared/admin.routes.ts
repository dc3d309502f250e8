import { defineRoute, Type } from '@app/core/shared';
import {
  BoUserDetailSchema,
  BoUserSchema,
  PlatformControlInputSchema,
  PlatformControlSchema,
  SubscriptionSchema,
  UsageRowSchema,
} from './admin.schema.ts';
import { ADMIN_MESSAGES as M } from './messages.ts';

const UserIdField = Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: M.userNotFound });
const DateField = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}', maxLength: 40, errorMessage: M.dateInvalid });
const tags = ['back office'];

export const getUsers = defineRoute({
  operationId: 'boGetUsers',
  method: 'GET',
  url: 'get-users',
  surface: 'bo',
  superUser: true,
  tags,
  summary: 'Every user of every organisation (Name, Email, Registered, Last Login)',
  response: Type.Object({ users: Type.Array(BoUserSchema) }),
});

export const getUserDetail = defineRoute({
  operationId: 'boGetUser',
  method: 'GET',
  url: 'get-user',
  surface: 'bo',
  superUser: true,
  tags,
  summary: 'A user with credits, subscription, credit list, uploaded files, login history and profile',
  querystring: Type.Object({ id: UserIdField }, { additionalProperties: false }),
  response: BoUserDetailSchema,
});

export const giveCredit = defineRoute({
  operationId: 'boGiveCredit',
  method: 'POST',
  url: 'give-credit',
  surface: 'bo',
  superUser: true,
  tags,
  body: Type.Object(
    {
      user_id: UserIdField,
      amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, errorMessage: M.amountInvalid }),
      comment: Type.Optional(Type.String({ maxLength: 500, errorMessage: M.commentTooLong })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ message: Type.String(), credits_balance: Type.Number() }),
});

export const activateSubscription = defineRoute({
  operationId: 'boActivateSubscription',
  method: 'POST',
  url: 'activate-subscription',
  surface: 'bo',
  superUser: true,
  tags,
  summary: 'Starts a period of subscription_amount_rows rows for subscription_cost credits',
  body: Type.Object({ user_id: UserIdField }, { additionalProperties: false }),
  response: Type.Object({ message: Type.String(), subscription: SubscriptionSchema, credits_balance: Type.Number() }),
});

export const getUsageInfo = defineRoute({
  operationId: 'boGetUsageInfo',
  method: 'GET',
  url: 'get-usage-info',
  surface: 'bo',
  superUser: true,
  tags,
  summary: 'Converted rows per user between two dates (inclusive, UTC)',
  querystring: Type.Object({ startDate: DateField, endDate: DateField }, { additionalProperties: false }),
  response: Type.Object({ result: Type.Array(UsageRowSchema), startDate: Type.String(), endDate: Type.String() }),
});

export const getPlatformControl = defineRoute({
  operationId: 'boGetPlatformControl',
  method: 'GET',
  url: 'get-platform-control',
  surface: 'bo',
  superUser: true,
  tags,
  response: Type.Object({ platformControl: PlatformControlSchema }),
});

export const setPlatformControl = defineRoute({
  operationId: 'boSetPlatformControl',
  method: 'POST',
  url: 'set-platform-control',
  surface: 'bo',
  superUser: true,
  tags,
  body: PlatformControlInputSchema,
  response: Type.Object({ message: Type.String(), platformControl: PlatformControlSchema }),
});
