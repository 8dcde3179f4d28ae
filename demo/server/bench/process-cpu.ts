import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes read from Linux's /proc: a server and the worker processes it forked, or a
 * database and its backends. Read only; a bench measures the processes it started and the servers
 * it runs (its throwaway PostgreSQL, its Redis).
 */

/** Clock ticks per second of /proc's utime and stime (Linux's USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

interface Stat { pid: number; ppid: number; cpuMs: number }

function statOf(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command may hold spaces and brackets: the fields start after its last ')'
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null; // it exited
  }
}

function allStats(): Stat[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map((name) => statOf(Number(name))).filter((s): s is Stat => s !== null);
}

/** The pid and every descendant of it alive now. */
export function processTree(root: number): number[] {
  const stats = allStats();
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const s of stats) if (s.ppid === tree[i]) tree.push(s.pid);
  return tree;
}

/** The pid of the process whose command line holds every one of `parts` (e.g. a postmaster's port), or null. */
export function findProcess(...parts: string[]): number | null {
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ');
      if (parts.every((p) => cmdline.includes(p))) return Number(name);
    } catch { /* exited */ }
  }
  return null;
}

/**
 * A CPU meter over a process tree: `start()` then `stop()` answers the CPU used meanwhile as a
 * percentage of one core. Processes born meanwhile count from zero; those that ended before `stop`
 * are lost (a bench's processes live for the whole window).
 */
export function cpuMeter(root: () => number | null): { start(): void; stop(): number } {
  let before = new Map<number, number>();
  let at = 0;
  const sample = () => {
    const pid = root();
    const out = new Map<number, number>();
    if (pid === null) return out;
    for (const p of processTree(pid)) {
      const s = statOf(p);
      if (s) out.set(p, s.cpuMs);
    }
    return out;
  };
  return {
    start() {
      before = sample();
      at = performance.now();
    },
    stop() {
      const after = sample();
      let used = 0;
      for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
      return (used / (performance.now() - at)) * 100;
    },
  };
}
