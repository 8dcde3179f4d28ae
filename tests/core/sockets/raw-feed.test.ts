import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { RawMessage } from '../../../src/core/sockets';
import { RawMonitorDecoder } from '../../../src/core/sockets/raw-feed';

/** What the decoder emits for what the server's encoder (socket.io's own) writes. */
function decode(packet: Packet): Packet[] {
  const decoder = new RawMonitorDecoder();
  const out: Packet[] = [];
  decoder.on('decoded', (p) => out.push(p));
  for (const part of new Encoder().encode(packet)) decoder.add(part);
  return out;
}

describe('issue 26, 1: socket.io\'s decoder leaves /fms-monitor messages as text for the Worker', () => {
  it('a monitor message arrives as a RawMessage holding the payload\'s JSON text, unparsed', () => {
    const payload = { type: 'monitor', data: { v: 1, time: 5, car: ['car-1'], note: 'a "quoted", [bracketed] text' } };
    const [packet] = decode({ type: PacketType.EVENT, nsp: '/fms-monitor', data: ['monitor', payload] });
    expect(packet.nsp).toBe('/fms-monitor');
    expect(packet.data[0]).toBe('monitor');
    expect(packet.data[1]).toBeInstanceOf(RawMessage);
    expect(JSON.parse((packet.data[1] as RawMessage).text)).toEqual(payload);
  });

  it('every other packet is decoded as socket.io decodes it', () => {
    const event = { type: 'event', data: { category: 1, title: '超速' } };
    expect(decode({ type: PacketType.EVENT, nsp: '/fms-event', data: ['event', event] })[0].data).toEqual(['event', event]);
    expect(decode({ type: PacketType.CONNECT, nsp: '/fms-monitor', data: { sid: 'x' } })[0]).toMatchObject({ type: PacketType.CONNECT, data: { sid: 'x' } });
    // With an ack id the packet is not the broadcast's form: socket.io decodes it.
    expect(decode({ type: PacketType.EVENT, nsp: '/fms-monitor', id: 7, data: ['monitor', { type: 'monitor' }] })[0].data).toEqual(['monitor', { type: 'monitor' }]);
  });
});
