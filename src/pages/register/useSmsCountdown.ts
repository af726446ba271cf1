import { useEffect, useRef, useState } from 'react';
import { smsCode } from '@/api/sys';
import { SMS_COUNTDOWN_SECONDS } from './rules';

/**
 * Sends an SMS code (/sys/smsCode with the spec's body, {mobile} only) and counts down before another may be asked for. The
 * countdown follows the clock (a deadline), so a throttled background tab still ends on time.
 * `send` does nothing while a code is being sent or the countdown runs; it resolves true when
 * the code was sent (a failure has been shown by the request layer).
 *
 * @example
 *   const sms = useSmsCountdown();
 *   <Button disabled={sms.remaining > 0} loading={sms.sending} onClick={() => sms.send(mobile)}>
 *     {sms.remaining > 0 ? `${sms.remaining} s` : 'Get code'}
 *   </Button>
 */
export function useSmsCountdown(seconds = SMS_COUNTDOWN_SECONDS) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

  async function send(mobile: string): Promise<boolean> {
    if (inFlight.current || remaining > 0) return false;
    inFlight.current = true;
    setSending(true);
    try {
      await smsCode({ mobile });
      const start = Date.now();
      setNow(start);
      setDeadline(start + seconds * 1000);
      return true;
    } catch {
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { remaining, sending, send };
}
