import type { Clock } from 'cognito-local/lib/services/clock';
import type { Messages } from 'cognito-local/lib/services/messages';
import { attributeValue } from 'cognito-local/lib/services/userPoolService';
import { appendOutboxEntry } from './outbox';

/**
 * Delivers codes to the console and the outbox. It replaces cognito-local's whole Messages service
 * because its MessageSender is not told which kind of message it sends, and the outbox records it;
 * CustomMessage lambda triggers, the only other thing that service does, are not used locally.
 */
export const createOutboxMessages = (dataDir: string, clock: Clock): Messages => ({
  async deliver(_ctx, source, _clientId, _userPoolId, user, code, _metadata, deliveryDetails) {
    const email =
      deliveryDetails.DeliveryMedium === 'EMAIL'
        ? deliveryDetails.Destination
        : (attributeValue('email', user.Attributes) ?? null);
    console.log(`[identity] ${source} code for ${deliveryDetails.Destination}: ${code}`);
    await appendOutboxEntry(dataDir, {
      at: clock.get().toISOString(),
      email,
      username: user.Username,
      code,
      kind: source,
    });
  },
});
