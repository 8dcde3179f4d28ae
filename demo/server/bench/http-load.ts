/**
 * Bench helper process: a bounded concurrent load of one POST call over real HTTP (fetch, keep-alive),
 * `concurrency` requests in flight until `durationMs` passes or `maxRequests` were sent. Answers each
 * job with the latencies' summary. Started by server-bench.ts; exits when the bench does.
 */
import { Agent } from 'node:http';
import { summarize, type Summary } from './stats';
import { postWire } from './wire-post';

/**
 * BENCH_WIRE_BYTES=1: the load asks for gzip and reads the bytes as they come, without inflating them,
 * as a browser's network stack hands them to a page on its own machine. By default the client is
 * `fetch`, which inflates every answer in this process, on the cores the server shares: for car/list's
 * 823 KB answers that is most of the machine at 32 in flight.
 */
const WIRE_BYTES = process.env.BENCH_WIRE_BYTES === '1';
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface LoadJob {
  type: 'run';
  url: string;
  headers: Record<string, string>;
  body: unknown;
  concurrency: number;
  durationMs: number;
  maxRequests: number;
}

export type LoadMessage = { type: 'result'; latency: Summary; requests: number; errors: number; seconds: number; bytes: number };

async function run(job: LoadJob): Promise<LoadMessage> {
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  let bytes = 0;
  const body = JSON.stringify(job.body);
  const started = performance.now();
  const deadline = started + job.durationMs;
  const worker = async () => {
    while (performance.now() < deadline && sent < job.maxRequests) {
      sent += 1;
      const t0 = performance.now();
      try {
        if (WIRE_BYTES) {
          const res = await postWire(job.url, { headers: job.headers, body, agent });
          bytes += res.bytes.length;
          if (res.status >= 400) errors += 1;
        } else {
          const res = await fetch(job.url, { method: 'POST', headers: job.headers, body });
          const answer = await res.arrayBuffer();
          bytes += answer.byteLength;
          if (!res.ok) errors += 1;
        }
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { type: 'result', latency: summarize(latencies), requests: latencies.length, errors, seconds, bytes };
}

process.on('message', (job: LoadJob) => {
  if (job.type === 'run') void run(job).then((result) => process.send?.(result));
});
process.on('disconnect', () => process.exit(0));
