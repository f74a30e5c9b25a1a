import { useEffect, useState } from 'react';

/** Work that takes over a second offers a cancel; quicker work never flashes one. */
export const slowAfterMs = 1000;

/** True once `running` has held for a second, false again as soon as it stops. */
export function useSlow(running: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!running) return;
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [running]);
  return slow;
}
