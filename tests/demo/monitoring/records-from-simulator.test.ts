import { describe, expect, it } from 'vitest';
import type { ServerContext } from '../../../demo/server/context';
import { recordsFromSimulator, setSimulating } from '../../../demo/server/domains/monitoring/monitor/simulator-process';

/**
 * A process that does not run the simulator asks the one that does for the live records (issue 25, 2);
 * the calls made while a question is out share its answer, one array, so that car/list's shared
 * answers (issue 26, 3) hold on that process too.
 */
function process(clustered = true) {
  const asked: Array<{ payload: unknown; answer: (records: unknown) => void }> = [];
  const realtime = {
    clustered: () => clustered,
    askServers: (_kind: string, payload: unknown) => new Promise((answer) => asked.push({ payload, answer })),
  };
  const ctx = { realtime, services: new Map<string, unknown>() } as unknown as ServerContext;
  return { ctx, asked };
}

describe('the live records from the simulator\'s process', () => {
  it('calls in flight share one question and its answer; a call after it asks again', async () => {
    const { ctx, asked } = process();
    const calls = [recordsFromSimulator(ctx, 'ent-a'), recordsFromSimulator(ctx, 'ent-a'), recordsFromSimulator(ctx, 'ent-b')];
    expect(asked.map((a) => a.payload)).toEqual(['ent-a', 'ent-b']);
    const a = [{ carUid: 'car-a-001' }];
    asked[0].answer(a);
    asked[1].answer([]);
    const [first, second, other] = await Promise.all(calls);
    expect(first).toBe(a);
    expect(second).toBe(a);
    expect(other).toEqual([]);
    const later = recordsFromSimulator(ctx, 'ent-a');
    expect(asked).toHaveLength(3);
    asked[2].answer(undefined);
    expect(await later).toBeUndefined();
  });

  it('asks nobody when this process simulates or runs alone', async () => {
    const alone = process(false);
    expect(await recordsFromSimulator(alone.ctx, 'ent-a')).toBeUndefined();
    const leader = process();
    setSimulating(leader.ctx, true);
    expect(await recordsFromSimulator(leader.ctx, 'ent-a')).toBeUndefined();
    expect([...alone.asked, ...leader.asked]).toEqual([]);
  });
});
