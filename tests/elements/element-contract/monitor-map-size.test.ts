import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/live/monitor-map/monitor-map.element';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { waitFor } from '../helpers';
import { fakeSockets } from '../fake-sockets';
import { signInTokens } from '../session-kit';
import { monitorApi, truck } from '../live/monitor-map/trucks';
import { contentOverflow, nextFrame } from './layout';

/**
 * Issue 9, element contract, intrinsic size: the largest element. Without a height from the page
 * the monitor map is its min-height, whatever the fleet: 500 trucks once grew it to 22,000 px
 * and rendered every row. The truck list scrolls inside instead.
 */
fakeSockets();

const FLEET = Array.from({ length: 500 }, (_, i) => truck(i + 1));

beforeEach(() => {
  localStorage.clear();
  signInTokens();
  monitorApi(() => FLEET);
});

afterEach(async () => {
  document.body.innerHTML = '';
  writeSession(EMPTY_SESSION);
  await setViewport({ width: 800, height: 600 });
});

for (const [width, height] of [[1280, 800], [390, 844]]) {
  it(`at ${width}×${height} and without a height, 500 trucks leave it at its min-height with the list scrolling inside`, async () => {
    await setViewport({ width, height });
    const el = document.createElement('fms-monitor-map');
    const next = Object.assign(document.createElement('p'), { textContent: 'the next element' });
    document.body.append(el, next);
    await waitFor(() => el.shadowRoot?.querySelector('.truck-row'), 'the truck list');
    await nextFrame();
    const minHeight = parseFloat(getComputedStyle(el).minHeight);
    expect(el.getBoundingClientRect().height).to.equal(minHeight);
    expect(el.shadowRoot!.querySelectorAll('.truck-row').length, 'rows rendered').to.be.below(100);
    expect(contentOverflow(el)).to.equal(null);
    expect(next.getBoundingClientRect().top).to.be.at.least(el.getBoundingClientRect().bottom - 0.5);
  });
}

it('given a height by its container, it takes that height', async () => {
  await setViewport({ width: 1280, height: 800 });
  const box = Object.assign(document.createElement('div'), { style: 'height: 700px' });
  const el = document.createElement('fms-monitor-map');
  box.append(el);
  document.body.append(box);
  await waitFor(() => el.shadowRoot?.querySelector('.truck-row'), 'the truck list');
  expect(el.getBoundingClientRect().height).to.equal(700);
  expect(contentOverflow(el)).to.equal(null);
});
