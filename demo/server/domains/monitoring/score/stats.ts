/**
 * Driving statistics of a journey, accumulated sample by sample (pure). They feed the driver
 * performance charts of spec 2.11: speed, rpm, idle and pedal pies, acceleration and deceleration
 * bars, engine and temperature dots.
 */

export const SPEED_BUCKETS = [
  { label: '0–40 km/h', max: 40 }, { label: '41–60 km/h', max: 60 }, { label: '61–80 km/h', max: 80 },
  { label: '81–90 km/h', max: 90 }, { label: '90 km/h 以上', max: Infinity },
] as const;
export const RPM_BUCKETS = [
  { label: '800 以下', max: 800 }, { label: '801–1200', max: 1200 }, { label: '1201–1600', max: 1600 },
  { label: '1601–2000', max: 2000 }, { label: '2000 以上', max: Infinity },
] as const;
/** Severity of a harsh acceleration or braking by its rate (km/h per second): an index of HARSH_LABELS. */
export const harshLevel = (rate: number) => (rate < 12 ? 0 : rate < 16 ? 1 : 2);

export interface JourneyStats {
  /** Seconds moving, per speed bucket. */
  speed: number[];
  /** Seconds with the engine on, per rpm bucket. */
  rpm: number[];
  idleSeconds: number;
  movingSeconds: number;
  /** Seconds per pedal state (PEDAL_LABELS). */
  pedal: number[];
  /** Counts per HARSH_LABELS level. */
  accelerate: number[];
  decelerate: number[];
  /** A few samples for the dot charts: [time, rpm, speed, engineTemp]. */
  samples: Array<[number, number, number, number]>;
}

export function emptyStats(): JourneyStats {
  return { speed: [0, 0, 0, 0, 0], rpm: [0, 0, 0, 0, 0], idleSeconds: 0, movingSeconds: 0, pedal: [0, 0, 0, 0], accelerate: [0, 0, 0], decelerate: [0, 0, 0], samples: [] };
}

export interface Sample {
  time: number;
  speed: number;
  rpm: number;
  engineTemp: number;
  status: string;
}

/** Keeps one dot-chart sample every 5 minutes at most. */
const SAMPLE_EVERY_MS = 5 * 60_000;
const MAX_SAMPLES = 60;

const bucketOf = (value: number, buckets: ReadonlyArray<{ max: number }>) => buckets.findIndex((b) => value <= b.max);

/** Adds `dt` seconds spent in `sample`, after `previous` (for the pedal state). */
export function addSample(stats: JourneyStats, sample: Sample, dt: number, previousSpeed: number): void {
  if (sample.status === 'idling' || (sample.status === 'driving' && sample.speed < 1)) stats.idleSeconds += dt;
  if (sample.status === 'driving' && sample.speed >= 1) {
    stats.movingSeconds += dt;
    stats.speed[bucketOf(sample.speed, SPEED_BUCKETS)] += dt;
    const change = (sample.speed - previousSpeed) / Math.max(dt, 1);
    stats.pedal[change > 0.8 ? 0 : change < -1.5 ? 2 : change < -0.3 ? 3 : 1] += dt;
  }
  if (sample.rpm > 0) stats.rpm[bucketOf(sample.rpm, RPM_BUCKETS)] += dt;
  const last = stats.samples[stats.samples.length - 1];
  if (sample.rpm > 0 && (!last || sample.time - last[0] >= SAMPLE_EVERY_MS) && stats.samples.length < MAX_SAMPLES) {
    stats.samples.push([sample.time, Math.round(sample.rpm), Math.round(sample.speed), Math.round(sample.engineTemp * 10) / 10]);
  }
}

export function addHarsh(stats: JourneyStats, kind: 'accelerate' | 'decelerate', rate: number): void {
  stats[kind][harshLevel(rate)] += 1;
}

/** Sums the stats of several journeys (the samples are thinned to keep the charts light). */
export function mergeStats(all: readonly JourneyStats[], maxSamples = 300): JourneyStats {
  const out = emptyStats();
  const samples: JourneyStats['samples'] = [];
  for (const s of all) {
    s.speed.forEach((v, i) => { out.speed[i] += v; });
    s.rpm.forEach((v, i) => { out.rpm[i] += v; });
    s.pedal.forEach((v, i) => { out.pedal[i] += v; });
    s.accelerate.forEach((v, i) => { out.accelerate[i] += v; });
    s.decelerate.forEach((v, i) => { out.decelerate[i] += v; });
    out.idleSeconds += s.idleSeconds;
    out.movingSeconds += s.movingSeconds;
    samples.push(...s.samples);
  }
  const step = Math.max(1, Math.ceil(samples.length / maxSamples));
  out.samples = samples.sort((a, b) => a[0] - b[0]).filter((_, i) => i % step === 0);
  return out;
}
