import { describe, expect, it } from 'vitest';
import { FORGET_AFTER_MS, gainedAny, WatchedElsewhere } from '../../../demo/server/realtime/watched-enterprises';

/**
 * Issue 25, 2: the simulator's process encodes the ticks of the enterprises watched on any process;
 * each process announces its own, and a process that stopped announcing (it died) is forgotten.
 */
describe('enterprises watched on other processes', () => {
  it('adds what each process announced last, and forgets a process silent for longer than FORGET_AFTER_MS', () => {
    const elsewhere = new WatchedElsewhere();
    elsewhere.note({ from: 'p1', enterprises: ['ent-a'] }, 0);
    elsewhere.note({ from: 'p2', enterprises: ['ent-b'] }, 0);
    expect([...elsewhere.addTo(new Set(['ent-c']), 1000)].sort()).toEqual(['ent-a', 'ent-b', 'ent-c']);
    // p1's sockets left: its next announcement is empty
    elsewhere.note({ from: 'p1', enterprises: [] }, 2000);
    expect([...elsewhere.addTo(new Set(), 2000)]).toEqual(['ent-b']);
    // p2 died: after its announcements stop it no longer counts
    expect([...elsewhere.addTo(new Set(), FORGET_AFTER_MS + 1)]).toEqual([]);
  });

  it('announces at once only when an enterprise is newly watched', () => {
    expect(gainedAny(new Set(['ent-a']), new Set(['ent-a', 'ent-b']))).toBe(true);
    expect(gainedAny(new Set(['ent-a', 'ent-b']), new Set(['ent-a']))).toBe(false);
  });
});
