/**
 * Keeps one `GET /` in flight until `stop()` (the next as soon as one answers) and gives the
 * latencies of the finished ones: how long any other request waits while a bench's heavy calls run
 * (the report bench, issue 26, 4; the track bench's week answer, issue 26, 6).
 */
export function probe(baseUrl: string): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  })();
  return { async stop() { running = false; await loop; return latencies; } };
}
