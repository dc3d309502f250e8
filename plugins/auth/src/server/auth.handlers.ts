import type { PluginContext, RouteRegistrar } from '@app/core/plugin-api';
import { authRoutes as r } from '../shared/index.ts';
import * as account from './account.service.ts';
import { login } from './login.service.ts';
import { SessionEntity } from './auth.entities.ts';
import * as twoFactor from './two-factor.service.ts';

export function authHandlers(app: RouteRegistrar, ctx: PluginContext): void {
  app.route(r.register, ({ em, body, request }) => account.register(em, ctx, body, request));
  app.route(r.login, ({ em, body, request }) => login(em, ctx, body, request));
  app.route(r.logout, async ({ em, principal }) => {
    await em.nativeUpdate(SessionEntity, { id: principal.sessionId }, { revokedAt: new Date() });
    return { status: 'success' };
  });
  app.route(r.enableTwoFactor, ({ em, principal }) => twoFactor.enableTwoFactor(em, principal));
  app.route(r.twoFactorStatus, ({ em, principal }) => twoFactor.twoFactorStatus(em, principal));
  app.route(r.verifyOtp, ({ em, principal, body, request }) =>
    twoFactor.verifyOtp(em, principal, body.token, request.ip),
  );
  app.route(r.disableTwoFactor, ({ em, principal, body, request }) =>
    twoFactor.disableTwoFactor(em, principal, body.token, request.ip),
  );
  app.route(r.verifyToken, ({ em, body }) => account.verifyEmail(em, body.token));
  app.route(r.sendVerificationEmail, ({ em, principal, body }) =>
    account.resendVerification(em, ctx, principal, body.email),
  );
  app.route(r.forgotPasswordRequest, ({ em, body, request }) =>
    account.forgotPasswordRequest(em, ctx, body.email, request),
  );
  app.route(r.forgotPasswordResponse, ({ em, body }) => account.forgotPasswordResponse(em, body));
  app.route(r.changePassword, ({ em, principal, body, request }) =>
    account.changePassword(em, principal, body, request.ip),
  );
}
