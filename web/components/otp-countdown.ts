import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '../../domain/user/rules.ts';

/**
 * Whole seconds until a new e-mailed code may be asked for (spec §9 countdownOtp, 30 s), counting from
 * when the last one was sent; 0 once it may. Pure, so the rule is unit-tested on its own.
 */
export function secondsLeft(sentAtMs: number, nowMs: number, seconds: number = OTP_RESEND_SECONDS): number {
  return Math.max(0, Math.min(seconds, Math.ceil((sentAtMs + seconds * 1000 - nowMs) / 1000)));
}

/** The resend countdown: `left` seconds to wait; `restart()` when a code has just been sent. */
export function useResendCountdown(startNow: boolean, seconds: number = OTP_RESEND_SECONDS) {
  const [sentAt, setSentAt] = useState<number | null>(() => (startNow ? Date.now() : null));
  const [now, setNow] = useState(() => Date.now());
  const left = sentAt === null ? 0 : secondsLeft(sentAt, now, seconds);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);

  const restart = useCallback(() => {
    const at = Date.now();
    setSentAt(at);
    setNow(at);
  }, []);

  return { left, restart };
}
