import { expect } from '@esm-bundle/chai';
import { encodeMonitorFeed, type FleetUpdate } from '../../../../src/core/monitor-feed';
import { FleetDecoder, RawMessage } from '../../../../src/core/sockets';
import { waitFor } from '../../helpers';
import { truck } from './trucks';

const FLEET = [truck(1), truck(2, { status: 'idling', driverName: '王小明' }), truck(3, { status: 'parking' })];
const text = (data: unknown) => JSON.stringify({ type: 'monitor', data });

/** A decoder whose updates are collected, and whether the Worker it made answered. */
function decoder(createWorker?: () => Worker | null) {
  const updates: FleetUpdate[] = [];
  const made: Worker[] = [];
  const d = new FleetDecoder((u) => updates.push(u), createWorker && (() => {
    const w = createWorker();
    if (w) made.push(w);
    return w;
  }));
  return { d, updates, made };
}

describe('issue 26, 1: /fms-monitor messages decoded in a Worker', () => {
  it('the Worker parses a message\'s JSON text and hands the columns over as typed arrays', async () => {
    const { d, updates } = decoder();
    expect(d.usesWorker).to.equal(true);
    d.push(new RawMessage(text(encodeMonitorFeed(FLEET).whole)));
    await waitFor(() => updates.length === 1, 'the first update');
    const [u] = updates;
    expect(u.uids).to.deep.equal(['car-1', 'car-2', 'car-3']);
    expect(u.columns.lat).to.be.instanceOf(Float64Array);
    expect(Array.from(u.columns.lat)).to.deep.equal(FLEET.map((c) => c.lat));
    expect(u.facts.map((f) => f.driverName)).to.deep.equal(['駕駛1', '王小明', '駕駛3']);
    d.close();
  });

  it('a second message with the same cars brings no uids and no facts, only columns', async () => {
    const { d, updates } = decoder();
    const first = encodeMonitorFeed(FLEET);
    d.push(new RawMessage(text(first.whole)));
    const moved = FLEET.map((c) => ({ ...c, lat: c.lat + 0.01 }));
    d.push({ type: 'monitor', data: encodeMonitorFeed(moved, first.sent).changes });
    await waitFor(() => updates.length === 2, 'two updates');
    expect(updates[1].uids).to.equal(null);
    expect(updates[1].facts).to.deep.equal([]);
    expect(updates[1].columns.lat[0]).to.be.closeTo(FLEET[0].lat + 0.01, 1e-9);
    d.close();
  });

  it('where no Worker starts, the same reader decodes on the page', async () => {
    const { d, updates } = decoder(() => null);
    expect(d.usesWorker).to.equal(false);
    d.push(new RawMessage(text(encodeMonitorFeed(FLEET).whole)));
    expect(updates.length).to.equal(1);
    expect(updates[0].uids).to.deep.equal(['car-1', 'car-2', 'car-3']);
  });

  it('a Worker that fails to load hands its unanswered messages to the page, in order', async () => {
    const { d, updates } = decoder(() => new Worker('/no-such-worker.js', { type: 'module' }));
    const first = encodeMonitorFeed(FLEET);
    d.push(new RawMessage(text(first.whole)));
    d.push(new RawMessage(text(encodeMonitorFeed(FLEET.slice(0, 2), first.sent).changes)));
    await waitFor(() => updates.length === 2, 'both updates on the page');
    expect(d.usesWorker).to.equal(false);
    expect(updates[1].uids).to.deep.equal(['car-1', 'car-2']);
    expect(updates[0].facts.map((f) => f.carNo)).to.deep.equal(FLEET.map((c) => c.carNo));
  });
});
