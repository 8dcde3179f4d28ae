import { Decoder, Encoder, PacketType } from 'socket.io-parser';
import { SOCKET_CHANNELS } from '../api/contract/socket';
import { RawMessage } from './raw-message';

const { namespace, event } = SOCKET_CHANNELS.monitor;
/** An EVENT packet of the monitor namespace, without an ack id: `2/fms-monitor,["monitor",…]`. */
const MONITOR_PACKET = `${PacketType.EVENT}${namespace},[${JSON.stringify(event)},`;

/**
 * socket.io's own decoder, except for the monitor's messages, which it passes on unparsed as a
 * RawMessage. The wire format is socket.io's own, so the server needs nothing of it.
 */
export class RawMonitorDecoder extends Decoder {
  add(obj: unknown): void {
    if (typeof obj === 'string' && obj.startsWith(MONITOR_PACKET) && obj.endsWith(']')) {
      const text = obj.slice(MONITOR_PACKET.length, -1);
      this.emitReserved('decoded', { type: PacketType.EVENT, nsp: namespace, data: [event, new RawMessage(text)] });
      return;
    }
    super.add(obj);
  }
}

/** The `parser` option of socket.io-client's Manager. */
export const rawMonitorParser = { Encoder, Decoder: RawMonitorDecoder };
