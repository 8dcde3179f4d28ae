/**
 * Bench helper process: a bounded concurrent load of one POST call over real HTTP (fetch, keep-alive),
 * `concurrency` requests in flight until `durationMs` passes or `maxRequests` were sent. Answers each
 * job with the latencies' summary. Started by server-bench.ts; exits when the bench does.
 */
import { summarize, type Summary } from './stats';

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
        const res = await fetch(job.url, { method: 'POST', headers: job.headers, body });
        const answer = await res.arrayBuffer();
        bytes += answer.byteLength;
        if (!res.ok) errors += 1;
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
