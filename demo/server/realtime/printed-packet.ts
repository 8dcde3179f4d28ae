import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';

/**
 * An event's argument already printed as JSON (issue 26, 2). socket.io prints every event itself
 * (`hasBinary` walks the whole argument, then `JSON.stringify`); the monitor feed, megabytes a tick
 * at 50,000 trucks, is printed once by its sender instead (monitor-print.ts), where the columns that
 * did not change since the last tick are not printed again.
 */
export class PrintedJson {
  constructor(readonly text: string) {}
}

/** `[event, PrintedJson]` with no ack: the only shape spliced as text. */
function printedArgument(packet: Packet): PrintedJson | null {
  if (packet.type !== PacketType.EVENT || packet.id != null || !Array.isArray(packet.data) || packet.data.length !== 2) return null;
  const argument: unknown = packet.data[1];
  return argument instanceof PrintedJson ? argument : null;
}

/**
 * socket.io-parser's encoder, except that a PrintedJson argument is spliced in as its text: the packet
 * on the wire is byte for byte what the plain encoder prints for the parsed value, so clients need
 * nothing new (the console's raw-feed reader, src/core/sockets/raw-feed.ts, passes the text on as is).
 */
export class PrintedJsonEncoder extends Encoder {
  override encode(packet: Packet): ReturnType<Encoder['encode']> {
    const printed = printedArgument(packet);
    if (!printed) return super.encode(packet);
    // the plain encoder's header and event name: `2/fms-monitor,["monitor"]`, whose `]` the text goes before
    const [head] = super.encode({ ...packet, data: [packet.data[0]] }) as string[];
    return [`${head.slice(0, -1)},${printed.text}]`];
  }
}

/** The `parser` option of socket.io's Server. */
export const printedJsonParser = { Encoder: PrintedJsonEncoder, Decoder };
