import { defineRoute, Type } from '@app/core/shared';
import { MESSAGES } from './messages.ts';
import { EmailField, PasswordField, UsernameField } from './user.schema.ts';

const TokenResponse = Type.Object({ token: Type.String() });
const Status = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });
const Code = Type.String({ pattern: '^[0-9]{6}$', errorMessage: MESSAGES.codeFormat });

export const register = defineRoute({
  operationId: 'register',
  method: 'POST',
  url: 'register',
  public: true,
  tags: ['auth'],
  summary: 'Create an organisation with the registrant as ADMINISTRATOR',
  body: Type.Object(
    { password: PasswordField, username: UsernameField, email: EmailField },
    { additionalProperties: false },
  ),
  response: TokenResponse,
});

/** Either a token or a two-factor challenge. */
export const LoginResponseSchema = Type.Object({
  token: Type.Optional(Type.String()),
  challenge: Type.Optional(Type.Union([Type.Literal('set_up_two_fa'), Type.Literal('verify_two_fa')])),
  secret: Type.Optional(Type.String()),
  otpauth_url: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
});

export const login = defineRoute({
  operationId: 'login',
  method: 'POST',
  url: 'login',
  public: true,
  tags: ['auth'],
  body: Type.Object(
    {
      password: PasswordField,
      email: EmailField,
      token: Type.Optional(Type.Union([Code, Type.Literal(''), Type.Null()])),
    },
    { additionalProperties: false },
  ),
  response: LoginResponseSchema,
});

export const logout = defineRoute({
  operationId: 'logout',
  method: 'POST',
  url: 'logout',
  tags: ['auth'],
  body: Type.Object({}, { additionalProperties: false }),
  response: Status,
});

export const enableTwoFactor = defineRoute({
  operationId: 'enableTwoFactor',
  method: 'POST',
  url: 'user/two-factor/enable',
  tags: ['two-factor'],
  body: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ secret: Type.String(), otpauth_url: Type.String() }),
});

/** Seed §2/§4: a setup started but not finished (a secret without completed setup) is offered again. */
export const twoFactorStatus = defineRoute({
  operationId: 'twoFactorStatus',
  method: 'GET',
  url: 'user/two-factor/status',
  tags: ['two-factor'],
  response: Type.Object({
    enabled: Type.Boolean(),
    pending: Type.Boolean(),
    secret: Type.Optional(Type.String()),
    otpauth_url: Type.Optional(Type.String()),
  }),
});

export const verifyOtp = defineRoute({
  operationId: 'verifyOtp',
  method: 'POST',
  url: 'user/verify-otp',
  tags: ['two-factor'],
  body: Type.Object({ token: Code }, { additionalProperties: false }),
  response: Status,
});

export const disableTwoFactor = defineRoute({
  operationId: 'disableTwoFactor',
  method: 'POST',
  url: 'user/two-factor/disable',
  tags: ['two-factor'],
  summary: 'Turn off two-factor (needs a current code; refused while the organisation requires it)',
  body: Type.Object({ token: Code }, { additionalProperties: false }),
  response: Status,
});

export const verifyToken = defineRoute({
  operationId: 'verifyToken',
  method: 'POST',
  url: 'verify-token',
  public: true,
  tags: ['email'],
  body: Type.Object(
    { token: Type.String({ minLength: 1, maxLength: 1000, errorMessage: MESSAGES.verifyFailed }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ status: Type.String(), email: Type.String(), message: Type.String() }),
});

export const sendVerificationEmail = defineRoute({
  operationId: 'sendVerificationEmail',
  method: 'POST',
  url: 'send-verification-email',
  tags: ['email'],
  body: Type.Object({ email: Type.Optional(EmailField) }, { additionalProperties: false }),
  response: Status,
});

export const forgotPasswordRequest = defineRoute({
  operationId: 'forgotPasswordRequest',
  method: 'POST',
  url: 'user/forgot-password-request',
  public: true,
  tags: ['password'],
  body: Type.Object({ email: EmailField }, { additionalProperties: false }),
  response: Type.Object({
    status: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    timeout: Type.Optional(Type.Number()),
  }),
});

export const forgotPasswordResponse = defineRoute({
  operationId: 'forgotPasswordResponse',
  method: 'POST',
  url: 'user/forgot-password-response',
  public: true,
  tags: ['password'],
  body: Type.Object(
    {
      password: Type.String({ minLength: 1, maxLength: 1000, errorMessage: MESSAGES.passwordRequired }),
      token: Type.String({ minLength: 1, maxLength: 1000, errorMessage: MESSAGES.resetLinkInvalid }),
    },
    { additionalProperties: false },
  ),
  response: Status,
});

export const changePassword = defineRoute({
  operationId: 'changePassword',
  method: 'POST',
  url: 'user/account/change-password',
  tags: ['password'],
  body: Type.Object(
    // Optional so that a missing field gets the seed's message from the service, not a generic one.
    {
      currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
      newPassword: Type.Optional(Type.String({ maxLength: 1000 })),
      confirmPassword: Type.Optional(Type.String({ maxLength: 1000 })),
    },
    { additionalProperties: false },
  ),
  response: Status,
});
