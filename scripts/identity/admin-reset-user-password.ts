// AdminResetUserPassword, which cognito-local lacks: the operator makes an account choose a new
// password. Its status becomes RESET_REQUIRED, so a sign-in answers PasswordResetRequiredException
// (cognito-local's InitiateAuth already does) until a forgot-password code sets a new one. AWS also
// e-mails that code at once; here the customer asks for it on the reset screen, as spec §4 leads.
import { UserNotFoundError } from 'cognito-local/lib/errors';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';

export type AdminResetUserPasswordRequest = { UserPoolId: string; Username: string };

export const AdminResetUserPassword =
  ({ clock, cognito }: Services) =>
  async (ctx: Context, req: AdminResetUserPasswordRequest): Promise<Record<string, never>> => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError('User does not exist.');
    await userPool.saveUser(ctx, {
      ...user,
      UserStatus: 'RESET_REQUIRED',
      UserLastModifiedDate: clock.get(),
    });
    return {};
  };

/** The router plus the AdminResetUserPassword target (an admin target: loopback only). */
export const withAdminResetUserPassword = (router: Router, services: Services): Router => {
  const reset = AdminResetUserPassword(services);
  return (target) =>
    target === 'AdminResetUserPassword'
      ? (ctx, req) => reset({ ...ctx, logger: ctx.logger.child({ target }) }, req)
      : router(target);
};
