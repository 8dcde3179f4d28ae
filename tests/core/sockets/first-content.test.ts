import { describe, expect, it, vi } from 'vitest';

/** Issue 26, 5: what can wait (the bell's socket.io) waits for the first page and its held content. */
async function freshGate() {
  vi.resetModules();
  return import('../../../src/core/sockets/first-content');
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('first content gate', () => {
  it('lets work through at once where no page closed it (a partner page, an element test)', async () => {
    const gate = await freshGate();
    expect(await settled(gate.afterFirstContent())).toBe(true);
  });

  it('waits for the first page to mount and then for every hold it took', async () => {
    const gate = await freshGate();
    let mounted!: () => void;
    gate.awaitFirstPage(new Promise<void>((resolve) => (mounted = resolve)));
    const release = gate.holdFirstContent();
    const later = gate.afterFirstContent();
    expect(await settled(later)).toBe(false);
    mounted();
    expect(await settled(later)).toBe(false);
    release();
    release(); // a second release does not open a gate another hold keeps closed
    expect(await settled(later)).toBe(true);
  });

  it('opens when the first page failed to load as well', async () => {
    const gate = await freshGate();
    gate.awaitFirstPage(Promise.reject(new Error('chunk gone')));
    expect(await settled(gate.afterFirstContent())).toBe(true);
  });

  it('a second release is not counted against another hold', async () => {
    const gate = await freshGate();
    const first = gate.holdFirstContent();
    const second = gate.holdFirstContent();
    first();
    first();
    expect(await settled(gate.afterFirstContent())).toBe(false);
    second();
    expect(await settled(gate.afterFirstContent())).toBe(true);
  });
});
