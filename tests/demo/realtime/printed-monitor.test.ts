import { describe, expect, it } from 'vitest';
import { Encoder, PacketType } from 'socket.io-parser';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { MonitorFeedEncoder } from '../../../src/core/monitor-feed';
import { MonitorMessagePrinter } from '../../../demo/server/realtime/monitor-print';
import { PrintedJson, PrintedJsonEncoder } from '../../../demo/server/realtime/printed-packet';

/**
 * The monitor feed printed once by its sender (issue 26, 2): the printer, which reuses the text of
 * the columns that did not change, must print what JSON.stringify prints, frame after frame, and the
 * socket.io encoder that splices the text in must put on the wire what the plain encoder puts there.
 */

const T = 1_764_000_000_000;
const STATUSES = ['driving', 'idling', 'parking', 'lost'] as const;

/** Car n at tick `tick`; names with characters JSON escapes, so the spliced text is checked against them too. */
function car(n: number, tick: number, statusShift = 0): MonitorRecord {
  const record = {
    carUid: `car-${n}-"q"\\`, carNo: `KEA-${1000 + n}\u2028`, driverUid: n % 2 ? `drv-${n}` : null, driverName: n % 2 ? `駕駛${n}` : '', departmentUid: null,
    lat: 25.03 + n / 997 + tick / 100_003, lng: 121.5 + n / 1009, speed: n % 3 ? (n * 7 + tick * 3) % 90 : 0, direction: (n * 37) % 360,
    status: STATUSES[(n + statusShift) % 4], time: T + tick * 1000,
    mileage: 1000 + n + tick * 0.13, fuel: 50, rpm: 700 + n, engineTemp: 80,
    lastEvent: null, fences: n % 4 === 0 && tick % 2 ? ['倉庫</script>'] : [],
    devices: { dvr: true, tpms: false, coldChain: n % 3 === 2, dms: false, tachograph: false },
  } as MonitorRecord;
  if (n % 3 === 2) record.temperatures = [-18 + tick / 10, -17];
  return record;
}

/** Ticks: the same cars (their uids' column unchanged), a status change only, cars added, dropped, reordered, none. */
const TICKS: Array<{ uids: number[]; statusShift?: number }> = [
  { uids: [0, 1, 2, 3, 4, 5] },
  { uids: [0, 1, 2, 3, 4, 5] },
  { uids: [0, 1, 2, 3, 4, 5], statusShift: 1 },
  { uids: [0, 1, 2, 3, 4, 5, 6, 7] },
  { uids: [0, 2, 7] },
  { uids: [7, 2, 0] },
  { uids: [] },
  { uids: [3] },
  { uids: [3] },
];

describe('the printed monitor feed', () => {
  it('prints each message as JSON.stringify does, with the columns it kept from the message before', () => {
    const encoder = new MonitorFeedEncoder();
    const printer = new MonitorMessagePrinter();
    TICKS.forEach(({ uids, statusShift = 0 }, tick) => {
      const frame = encoder.encode(uids.map((n) => car(n, tick, statusShift)));
      expect(printer.print(frame), `tick ${tick}`).toBe(JSON.stringify({ type: 'monitor', data: frame }));
      // a newcomer's whole frame goes through the same printer between two ticks
      const whole = { ...frame, facts: [{ carUid: 'x', carNo: 'y' }] } as unknown as typeof frame;
      expect(printer.print(whole), `whole ${tick}`).toBe(JSON.stringify({ type: 'monitor', data: whole }));
    });
  });

  it('a column changed in place (the encoder reuses its lists) is printed anew, not taken from the message before', () => {
    const encoder = new MonitorFeedEncoder();
    const printer = new MonitorMessagePrinter();
    const frame = encoder.encode([0, 1, 2].map((n) => car(n, 0)));
    printer.print(frame);
    frame.car[1] = 'another';
    frame.status[2] = 'lost';
    expect(printer.print(frame)).toBe(JSON.stringify({ type: 'monitor', data: frame }));
  });

  it('the encoder puts the printed text on the wire as the plain encoder puts the value', () => {
    const encoder = new MonitorFeedEncoder();
    const printer = new MonitorMessagePrinter();
    const frame = encoder.encode([0, 1, 2, 3].map((n) => car(n, 0)));
    const text = printer.print(frame);
    const packet = (data: unknown) => ({ type: PacketType.EVENT, nsp: '/fms-monitor', data: ['monitor', data] });
    expect(new PrintedJsonEncoder().encode(packet(new PrintedJson(text)))).toEqual(new Encoder().encode(packet(JSON.parse(text))));
  });

  it('every other packet is encoded as the plain encoder does, binary ones and acks included', () => {
    const packets = [
      { type: PacketType.EVENT, nsp: '/fms-event', data: ['event', { type: 'event', data: { title: '超速 "x"' } }] },
      { type: PacketType.EVENT, nsp: '/', data: ['bin', Buffer.from([1, 2, 3])] },
      { type: PacketType.EVENT, nsp: '/fms-monitor', id: 4, data: ['monitor', new PrintedJson('{}')] },
      { type: PacketType.CONNECT, nsp: '/fms-monitor', data: { sid: 'abc' } },
      { type: PacketType.ACK, nsp: '/', id: 2, data: [1] },
    ];
    for (const p of packets) expect(new PrintedJsonEncoder().encode(p)).toEqual(new Encoder().encode(p));
  });
});
