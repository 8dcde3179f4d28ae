import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/core/config';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import {
  $liveEvent, $monitorData, $socketState, configureSockets, disconnectAllSockets, onLiveEvent,
} from '../../../src/core/sockets';
import { fakeIo, refuse } from './fake-io';

const car = (carUid: string) => ({ carUid, lat: 25, lng: 121 });

beforeEach(() => {
  vi.useFakeTimers();
  writeSession({ ...EMPTY_SESSION, accessToken: 'access-1' });
});

afterEach(() => {
  cleanStores($monitorData, $liveEvent);
  configureSockets();
  configure({ hosts: { socket: '' } });
  writeSession(EMPTY_SESSION);
  vi.useRealTimers();
});

describe('socket lifecycle', () => {
  it('spec 7.12: the monitor socket opens when the first listener subscribes', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    expect(sockets.map((s) => s.url)).toEqual(['/fms-monitor']);
    stop();
  });

  it('spec 7.12: a second listener shares the open socket', () => {
    const { io } = fakeIo();
    const stops = [$monitorData.listen(() => {}), $monitorData.listen(() => {})];
    expect(io).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => stop());
  });

  it('spec 7.12: the socket stays open while any listener remains', () => {
    const { sockets } = fakeIo();
    const [first, second] = [$monitorData.listen(() => {}), $monitorData.listen(() => {})];
    first();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(sockets[0].disconnect).not.toHaveBeenCalled();
    second();
  });

  it('spec 7.12: the socket disconnects after the last listener leaves', () => {
    const { sockets } = fakeIo();
    const [first, second] = [$monitorData.listen(() => {}), $monitorData.listen(() => {})];
    first();
    second();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(sockets[0].disconnect).toHaveBeenCalledTimes(1);
  });

  it('spec 7.12: the event socket opens on /fms-event with the path /socket and websocket only', () => {
    const { sockets } = fakeIo();
    const stop = onLiveEvent(() => {});
    expect([sockets[0].url, sockets[0].options.path, sockets[0].options.transports]).toEqual(['/fms-event', '/socket', ['websocket']]);
    stop();
  });

  it('spec 7.12: the socket is authenticated with the session\'s access token', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    let sent: object | undefined;
    (sockets[0].options.auth as (cb: (data: object) => void) => void)((data) => { sent = data; });
    expect(sent).toEqual({ token: 'access-1' });
    stop();
  });

  it('spec 7.12: the socket connects to the configured origin', () => {
    const { sockets } = fakeIo();
    configure({ hosts: { socket: 'https://rt.example.com' } });
    const stop = $monitorData.listen(() => {});
    expect(sockets[0].url).toBe('https://rt.example.com/fms-monitor');
    stop();
  });

  it('spec 2.5: signing out disconnects every realtime connection', () => {
    const { sockets } = fakeIo();
    const stops = [$monitorData.listen(() => {}), onLiveEvent(() => {})];
    disconnectAllSockets();
    expect(sockets.map((s) => s.disconnect.mock.calls.length)).toEqual([1, 1]);
    stops.forEach((stop) => stop());
  });

  it('spec 2.5: the session\'s sign-out hook can be wired to disconnect the sockets', () => {
    let signOut = () => {};
    const { sockets } = fakeIo({ onSignOut: (listener) => { signOut = listener; } });
    const stop = $monitorData.listen(() => {});
    signOut();
    expect(sockets[0].disconnect).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('live monitor data', () => {
  it('spec 4: a monitor message replaces the previous data instead of merging it', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    sockets[0].emit('monitor', { type: 'monitor', data: [car('a'), car('b')] });
    sockets[0].emit('monitor', { type: 'monitor', data: [car('c')] });
    expect($monitorData.get()).toEqual([car('c')]);
    stop();
  });

  it('spec 7.12: a malformed monitor message keeps the previous data', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    sockets[0].emit('monitor', { type: 'monitor', data: [car('a')] });
    sockets[0].emit('monitor', { type: 'monitor', data: 'oops' });
    expect($monitorData.get()).toEqual([car('a')]);
    stop();
  });

  it('spec 7.12: the monitor data is dropped once the socket closes', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    sockets[0].emit('monitor', { type: 'monitor', data: [car('a')] });
    stop();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect($monitorData.get()).toBeNull();
  });
});

describe('live events', () => {
  it('spec 7.12: each event message reaches the event listeners as a notification entry', () => {
    const { sockets } = fakeIo();
    const received: string[] = [];
    const stop = onLiveEvent((event) => received.push(event.uid));
    sockets[0].emit('event', { type: 'event', data: { uid: 'e1', category: 5, title: '超速', createdAt: 1 } });
    sockets[0].emit('event', { type: 'event', data: { uid: 'e2', category: 3, title: '圍籬進出', createdAt: 2 } });
    expect(received).toEqual(['e1', 'e2']);
    stop();
  });

  it('spec 7.12: a malformed event message reaches no listener', () => {
    const { sockets } = fakeIo();
    const received = vi.fn();
    const stop = onLiveEvent(received);
    sockets[0].emit('event', { type: 'event', data: { title: 'no category' } });
    expect(received).not.toHaveBeenCalled();
    stop();
  });
});

describe('reconnection', () => {
  it('spec 7.12: a connection refused by the server is retried after the backoff delay', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    refuse(sockets[0], 'unauthorised');
    vi.advanceTimersByTime(999);
    expect(sockets[0].connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sockets[0].connect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('spec 7.12: repeated refusals wait longer each time', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    refuse(sockets[0], 'unauthorised');
    vi.advanceTimersByTime(1000);
    refuse(sockets[0], 'unauthorised');
    vi.advanceTimersByTime(1999);
    expect(sockets[0].connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0].connect).toHaveBeenCalledTimes(2);
    stop();
  });

  it('spec 7.12: a dropped transport is left to socket.io\'s own reconnection', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    sockets[0].emit('disconnect', 'transport close');
    vi.advanceTimersByTime(60_000);
    expect(sockets[0].connect).not.toHaveBeenCalled();
    stop();
  });

  it('spec 7.12: a closed channel does not retry', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    refuse(sockets[0], 'unauthorised');
    disconnectAllSockets();
    vi.advanceTimersByTime(60_000);
    expect(sockets[0].connect).not.toHaveBeenCalled();
    stop();
  });

  it('spec 7.12: the connection state reads connected once the server accepts', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    sockets[0].emit('connect');
    expect($socketState.get().monitor).toBe('connected');
    stop();
  });

  it('spec 7.12: the connection state reads reconnecting after a drop', () => {
    const { sockets } = fakeIo();
    const stop = $monitorData.listen(() => {});
    sockets[0].emit('connect');
    sockets[0].emit('disconnect', 'transport close');
    expect($socketState.get().monitor).toBe('reconnecting');
    stop();
  });
});
