import { useEffect, useState } from 'react';

/** The time now, refreshed every `intervalMs` while `running` (countdowns); fixed at `frozenAt` when given (replay). */
export function useNow(intervalMs: number, running = true, frozenAt?: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running || frozenAt !== undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running, frozenAt]);
  return frozenAt ?? now;
}
