import { Decoder, Encoder, PacketType, protocol } from 'socket.io-parser';

/**
 * A socket.io-client parser for benches with many sockets on one process: a monitor message is not
 * parsed as JSON (at 10,000 trucks that is ~1 MB a socket a second, which would make the clients,
 * not the server, the bottleneck on a two-core machine). It reads only the feed's `time`, near the
 * start, and the message's length; with `countCars` also the length of the feed's `car` column.
 * Every other packet (connect, errors) is decoded as socket.io does.
 */
export interface LightMonitor { time: number; chars: number; cars: number }

const MONITOR_PREFIX = '2/fms-monitor,["monitor",';
const TIME = /"time":(\d+)/;

function countCarsOf(text: string): number {
  const start = text.indexOf('"car":[');
  if (start < 0) return 0;
  const end = text.indexOf(']', start);
  if (end === start + 7) return 0;
  let n = 1;
  for (let i = text.indexOf('","', start); i >= 0 && i < end; i = text.indexOf('","', i + 3)) n++;
  return n;
}

export function lightParser(countCars: boolean) {
  class LightDecoder extends Decoder {
    override add(obj: unknown): void {
      if (typeof obj === 'string' && obj.startsWith(MONITOR_PREFIX)) {
        const time = Number(TIME.exec(obj.slice(0, 400))?.[1] ?? NaN);
        const data: LightMonitor = { time, chars: obj.length, cars: countCars ? countCarsOf(obj) : 0 };
        (this as unknown as { emitReserved(event: string, packet: unknown): void }).emitReserved('decoded', { type: PacketType.EVENT, nsp: '/fms-monitor', data: ['monitor', data] });
        return;
      }
      super.add(obj);
    }
  }
  return { Encoder, Decoder: LightDecoder, protocol, PacketType };
}
