import { InvalidParameterError, UserNotFoundError } from 'cognito-local/lib/errors';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery';

export type ResendConfirmationCodeRequest = {
  ClientId: string;
  Username: string;
  ClientMetadata?: Record<string, string>;
};

export type ResendConfirmationCodeResponse = { CodeDeliveryDetails: DeliveryDetails };

/** The Cognito target cognito-local lacks; errors and response follow the AWS API. */
export const ResendConfirmationCode =
  ({ clock, cognito, messages, otp }: Services) =>
  async (
    ctx: Context,
    req: ResendConfirmationCodeRequest,
  ): Promise<ResendConfirmationCodeResponse> => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) {
      throw new UserNotFoundError('Username/client id combination not found.');
    }
    if (user.UserStatus === 'CONFIRMED') {
      throw new InvalidParameterError('User is already confirmed.');
    }
    const deliveryDetails = selectAppropriateDeliveryMethod(
      userPool.options.AutoVerifiedAttributes ?? [],
      user,
    );
    if (!deliveryDetails) {
      throw new InvalidParameterError('Cannot resend codes. Auto verification not turned on.');
    }
    const code = otp();
    // Delivered as a SignUp message, as SignUp does, so the newest SignUp code is always the valid one.
    await messages.deliver(
      ctx,
      'SignUp',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, {
      ...user,
      ConfirmationCode: code,
      UserLastModifiedDate: clock.get(),
    });
    return { CodeDeliveryDetails: deliveryDetails };
  };

/** cognito-local's router plus the ResendConfirmationCode target. */
export const withResendConfirmationCode = (router: Router, services: Services): Router => {
  const resend = ResendConfirmationCode(services);
  return (target) =>
    target === 'ResendConfirmationCode'
      ? (ctx, req) => resend({ ...ctx, logger: ctx.logger.child({ target }) }, req)
      : router(target);
};
