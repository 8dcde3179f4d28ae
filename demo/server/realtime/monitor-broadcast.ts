import type { Namespace } from 'socket.io';
import { SOCKET_CHANNELS } from '../../../src/core/api/contract/socket';
import type { MonitorSocketMessage } from '../../../src/core/api/contract/monitor-feed';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { encodeMonitorFeed, type SentFacts } from '../../../src/core/monitor-feed';

/** Marks a socket that has had a whole feed message, so it gets only changed facts from then on. */
const HAS_FACTS = 'monitorFacts';

/**
 * The /fms-monitor broadcast in the compact feed (contract/monitor-feed.ts, issue 9): one encoding
 * per enterprise and tick. The sockets that had the previous message get the facts that changed;
 * a socket new to the room gets every car's facts. The facts its room last got are kept per
 * enterprise; socket.io delivers in order, so every socket of the room holds the same ones. A room
 * nobody watches costs nothing: no encoding, and its facts are forgotten (the next watcher is new
 * to the room and gets every car's facts anyway).
 */
export function monitorBroadcast(): (nsp: Namespace, room: string, enterpriseUid: string, records: readonly MonitorRecord[]) => void {
  const sentByEnterprise = new Map<string, SentFacts>();
  return (nsp, room, enterpriseUid, records) => {
    if (!nsp.adapter.rooms.get(room)?.size) {
      sentByEnterprise.delete(enterpriseUid);
      return;
    }
    const frame = encodeMonitorFeed(records, sentByEnterprise.get(enterpriseUid));
    sentByEnterprise.set(enterpriseUid, frame.sent);
    const newcomers = [...(nsp.adapter.rooms.get(room) ?? [])].filter((id) => {
      const socket = nsp.sockets.get(id);
      return socket !== undefined && socket.data[HAS_FACTS] !== true;
    });
    const send = (data: MonitorSocketMessage['data']): MonitorSocketMessage => ({ type: 'monitor', data });
    nsp.to(room).except(newcomers).emit(SOCKET_CHANNELS.monitor.event, send(frame.changes));
    if (!newcomers.length) return;
    for (const id of newcomers) nsp.sockets.get(id)!.data[HAS_FACTS] = true;
    nsp.to(newcomers).emit(SOCKET_CHANNELS.monitor.event, send(frame.whole));
  };
}
