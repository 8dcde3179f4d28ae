import { useEffect, useState } from 'react';

/**
 * Seconds left until a moment, ticking once a second; 0 once it has passed. `until` is an epoch in
 * ms (0: nothing to wait for).
 */
export function useSecondsLeft(until: number, now: () => number = Date.now): number {
  const left = () => Math.max(0, Math.ceil((until - now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until <= now()) return undefined;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
