import type { Track } from './track';

/**
 * Reads the `points` of a journey/detail answer (spec 7.6: {time, lat, lng, speed, heading,
 * status} objects) straight from the body's bytes into typed-array columns (issue 26, 6): a week of
 * 1 Hz track is 604,800 objects and ~45 MB, and JSON.parse would make an object and five numbers of
 * each before they are copied into columns. Everything around the points (the journey, its events)
 * is parsed by JSON.parse as usual. Anything this scanner does not expect (another shape, escapes,
 * points out of time order) returns null, and the caller parses the whole body the usual way; numbers
 * come out as JSON.parse reads them (a mantissa of at most 15 digits divided by an exact power of ten
 * is the same correctly rounded double).
 */
export interface ScannedAnswer {
  /** The body parsed with an empty points array. */
  body: { status: number; data: Record<string, unknown> };
  track: Track;
}

const KEY = Uint8Array.from('"points"', (c) => c.charCodeAt(0));
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);
const C = { quote: 34, comma: 44, minus: 45, dot: 46, colon: 58, zero: 48, nine: 57, open: 123, close: 125, start: 91, end: 93, backslash: 92, e: 101, E: 69 } as const;

export function scanJourneyAnswer(bytes: Uint8Array): ScannedAnswer | null {
  const open = arrayAfterKey(bytes, KEY);
  if (open < 0) return null;
  const columns = scanPoints(bytes, open);
  if (!columns) return null;
  const decoder = new TextDecoder();
  let body: unknown;
  try {
    body = JSON.parse(`${decoder.decode(bytes.subarray(0, open))}]${decoder.decode(bytes.subarray(columns.end))}`);
  } catch {
    return null;
  }
  const b = body as ScannedAnswer['body'] | null;
  // The key found must be the answer's own points (not a string or an event's data that looked alike).
  if (!b || b.status !== 0 || !b.data || !Array.isArray(b.data.points) || (b.data.points as unknown[]).length !== 0) return null;
  return { body: b, track: columns.track };
}

/** Just after the '[' of the first `"key": [`, or -1. */
function arrayAfterKey(bytes: Uint8Array, key: Uint8Array): number {
  for (let i = bytes.indexOf(key[0]); i >= 0 && i <= bytes.length - key.length; i = bytes.indexOf(key[0], i + 1)) {
    let k = 1;
    while (k < key.length && bytes[i + k] === key[k]) k++;
    if (k < key.length) continue;
    let j = skipSpace(bytes, i + k);
    if (bytes[j] !== C.colon) continue;
    j = skipSpace(bytes, j + 1);
    if (bytes[j] === C.start) return j + 1;
  }
  return -1;
}

/** The keys of a point, spelled with their quotes, and the column each fills (-1: the status, skipped). */
const KEYS = ['time', 'lat', 'lng', 'speed', 'heading', 'status'].map((name, column) => ({
  codes: Uint8Array.from(`"${name}"`, (c) => c.charCodeAt(0)), column: name === 'status' ? -1 : column,
}));
const ALL_COLUMNS = 0b11111;

/** The key starting at `i` (its opening quote), or null. One loop per key, no string made. */
function keyAt(b: Uint8Array, i: number): (typeof KEYS)[number] | null {
  for (const key of KEYS) {
    const codes = key.codes;
    if (b[i + 1] !== codes[1] || b[i + 2] !== codes[2]) continue;
    let k = 3;
    while (k < codes.length && b[i + k] === codes[k]) k++;
    if (k === codes.length) return key;
  }
  return null;
}

/** The points array from just after its '[' to just after its ']' (`end`), or null when it is not as expected. */
function scanPoints(b: Uint8Array, from: number): { track: Track; end: number } | null {
  let capacity = Math.max(16, Math.ceil((b.length - from) / 64));
  let cols = newColumns(capacity);
  let n = 0;
  let i = skipSpace(b, from);
  if (b[i] === C.end) return { track: trimmed(cols, 0), end: i + 1 };
  const number = { value: 0, end: 0 };
  for (;;) {
    if (b[i] !== C.open) return null;
    if (n === capacity) {
      capacity *= 2;
      cols = grown(cols, capacity);
    }
    let seen = 0;
    i = skipSpace(b, i + 1);
    for (;;) {
      const key = b[i] === C.quote ? keyAt(b, i) : null;
      if (!key) return null;
      i = skipSpace(b, i + key.codes.length);
      if (b[i] !== C.colon) return null;
      i = skipSpace(b, i + 1);
      if (key.column < 0) {
        i = skipString(b, i);
        if (i < 0) return null;
      } else {
        if (!readNumber(b, i, number)) return null;
        i = number.end;
        seen |= 1 << key.column;
        switch (key.column) {
          case 0: cols.time[n] = number.value; break;
          case 1: cols.lat[n] = number.value; break;
          case 2: cols.lng[n] = number.value; break;
          case 3: cols.speed[n] = number.value; break;
          default: cols.heading[n] = number.value;
        }
      }
      i = skipSpace(b, i);
      if (b[i] === C.comma) {
        i = skipSpace(b, i + 1);
        continue;
      }
      if (b[i] === C.close) break;
      return null;
    }
    if (seen !== ALL_COLUMNS || (n > 0 && cols.time[n] < cols.time[n - 1])) return null;
    n++;
    i = skipSpace(b, i + 1);
    if (b[i] === C.comma) {
      i = skipSpace(b, i + 1);
      continue;
    }
    if (b[i] === C.end) return { track: trimmed(cols, n), end: i + 1 };
    return null;
  }
}

function skipSpace(b: Uint8Array, i: number): number {
  while (b[i] === 32 || b[i] === 10 || b[i] === 13 || b[i] === 9) i++;
  return i;
}

/** Past a string value without escapes (a status word); -1 otherwise. */
function skipString(b: Uint8Array, i: number): number {
  if (b[i] !== C.quote) return -1;
  let j = i + 1;
  while (j < b.length && b[j] !== C.quote) {
    if (b[j] === C.backslash) return -1;
    j++;
  }
  return j < b.length ? j + 1 : -1;
}

/**
 * The JSON number at `start` into `out` (value, and where it ends); false when there is none. A
 * mantissa of up to 15 digits over an exact power of ten is read here; anything longer or with an
 * exponent is handed to Number(), so the value is always the one JSON.parse gives.
 */
function readNumber(b: Uint8Array, start: number, out: { value: number; end: number }): boolean {
  let i = start;
  const negative = b[i] === C.minus;
  if (negative) i++;
  let mantissa = 0;
  let digits = 0;
  let decimals = 0;
  let c = b[i];
  while (c >= C.zero && c <= C.nine) {
    mantissa = mantissa * 10 + (c - C.zero);
    digits++;
    c = b[++i];
  }
  if (c === C.dot) {
    c = b[++i];
    while (c >= C.zero && c <= C.nine) {
      mantissa = mantissa * 10 + (c - C.zero);
      digits++;
      decimals++;
      c = b[++i];
    }
  }
  if (digits === 0) return false;
  if (c === C.e || c === C.E || digits > 15) {
    if (c === C.e || c === C.E) {
      c = b[++i];
      if (c === C.minus || c === 43) c = b[++i];
      while (c >= C.zero && c <= C.nine) c = b[++i];
    }
    out.value = Number(new TextDecoder().decode(b.subarray(start, i)));
    out.end = i;
    return Number.isFinite(out.value);
  }
  const value = decimals ? mantissa / POW10[decimals] : mantissa;
  out.value = negative ? -value : value;
  out.end = i;
  return true;
}

type Columns = { time: Float64Array; lat: Float64Array; lng: Float64Array; speed: Float32Array; heading: Float32Array };

function newColumns(n: number): Columns {
  return { time: new Float64Array(n), lat: new Float64Array(n), lng: new Float64Array(n), speed: new Float32Array(n), heading: new Float32Array(n) };
}

function grown(c: Columns, n: number): Columns {
  const g = newColumns(n);
  g.time.set(c.time);
  g.lat.set(c.lat);
  g.lng.set(c.lng);
  g.speed.set(c.speed);
  g.heading.set(c.heading);
  return g;
}

/** Columns of exactly `n` points (copied, so the buffers handed over hold nothing more). */
function trimmed(c: Columns, n: number): Track {
  return { length: n, time: c.time.slice(0, n), lat: c.lat.slice(0, n), lng: c.lng.slice(0, n), speed: c.speed.slice(0, n), heading: c.heading.slice(0, n) };
}
