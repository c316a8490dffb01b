import type { Bus } from '../../commands/bus/index.ts';
import type { ReadModelChange } from '../../projections/projection.ts';
import { SOCKET_PROTOCOL_VERSION } from '../contracts/socket.ts';
import { busTopicOf, encode } from './messages.ts';

/**
 * Hands projected changes to the bus, already encoded as the socket message:
 * every node relays the bytes as they are.
 */
export function publishChanges(bus: Bus, onError: (error: unknown) => void) {
  return (changes: ReadModelChange[]) => {
    for (const change of changes) {
      const message = encode({
        v: SOCKET_PROTOCOL_VERSION,
        type: 'change',
        topic: change.topic,
        data: change.data,
      });
      bus.publish(busTopicOf(change.topic), message).catch(onError);
    }
  };
}
