/**
 * Timing script (not a test): `npx tsx demo/server/sim/bench-step.ts [trucks] [steps]`.
 * Builds a fleet, then times step() and snapshot() and generateHistory() for 120 trucks × 30 days.
 */
import { createFleet, generateHistory, snapshot, step, type TruckSeed } from './index';

const MODELS = ['XZU640', 'FC2AJ7', 'FD2AP7', 'GH8JT8', 'FS1EPS', 'SH1EES'];

function seeds(n: number): TruckSeed[] {
  return Array.from({ length: n }, (_, i) => ({
    uid: i + 1,
    carNo: `KEA-${String(1000 + i)}`,
    model: MODELS[i % MODELS.length],
    hasDevice: i % 25 !== 0,
    driverUid: 5000 + i,
  }));
}

const count = Number(process.argv[2] ?? 10_000);
const steps = Number(process.argv[3] ?? 60);
const now0 = Date.UTC(2024, 4, 6, 2, 0, 0); // 10:00 Taipei

let t0 = performance.now();
const fleet = createFleet({
  seed: 42,
  trucks: seeds(count),
  nowMs: now0,
  fences: [
    { uid: 1, name: '臺中港', kind: 'circle', center: { lat: 24.29, lng: 120.515 }, radius: 2000 },
    { uid: 2, name: '高雄港區', kind: 'polygon', points: [{ lat: 22.55, lng: 120.28 }, { lat: 22.62, lng: 120.28 }, { lat: 22.62, lng: 120.35 }, { lat: 22.55, lng: 120.35 }] },
  ],
});
console.log(`createFleet(${count}): ${(performance.now() - t0).toFixed(0)} ms`);

for (let i = 0; i < 5; i++) step(fleet, 1, now0 + (i + 1) * 1000); // warm-up (JIT)
const times: number[] = [];
let events = 0;
let journeys = 0;
const cpu0 = process.cpuUsage();
for (let i = 0; i < steps; i++) {
  const a = performance.now();
  const r = step(fleet, 1, now0 + (i + 6) * 1000);
  times.push(performance.now() - a);
  events += r.events.length;
  journeys += r.journeys.length;
}
const cpu = process.cpuUsage(cpu0);
const cpuPerStep = (cpu.user + cpu.system) / 1000 / steps;
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `step(${count} trucks, dt=1s) × ${steps}: mean ${mean.toFixed(2)} ms, median ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms; CPU ${cpuPerStep.toFixed(2)} ms/step (incl. GC threads); ${events} events, ${journeys} journeys`,
);
t0 = performance.now();
const snap = snapshot(fleet);
console.log(`snapshot(${count}): ${(performance.now() - t0).toFixed(1)} ms, ${JSON.stringify(snap).length} bytes of JSON`);
const statuses = new Map<string, number>();
for (const r of snap) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
console.log('statuses', Object.fromEntries(statuses));

t0 = performance.now();
const h = generateHistory({ seed: 42, trucks: seeds(120), days: 30, nowMs: now0 });
console.log(`generateHistory(120 trucks × 30 days): ${(performance.now() - t0).toFixed(0)} ms, ${h.journeys.length} journeys, ${h.events.length} events`);
