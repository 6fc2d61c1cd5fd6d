import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the component was drawn (or `timeoutMs` has gone
 * by), then true: for work that should wait until the screen around it answers the customer.
 */
export function useIdleAfterMount(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const request = requestIdleCallback(becomeIdle, { timeout: timeoutMs });
      return () => cancelIdleCallback(request);
    }
    const timer = setTimeout(becomeIdle, 0);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
