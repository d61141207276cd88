import { useEffect, useState } from 'react';
import { TIMINGS } from '@resumey/resume';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Asks the server whether `value` is free, TIMINGS.slugCheck (300 ms) after the last change. A failed check
 * counts as available (SPEC.md section 8: a slug-check failure is treated as not taken); the save decides.
 */
export function useAvailability(value: string, check: (value: string) => Promise<boolean>, enabled: boolean) {
  const [state, setState] = useState<{ value: string; result: Availability }>({ value: '', result: 'idle' });
  useEffect(() => {
    if (!enabled || !value) return;
    let live = true;
    const timer = setTimeout(() => {
      check(value).then(
        (free) => live && setState({ value, result: free ? 'available' : 'taken' }),
        () => live && setState({ value, result: 'available' }),
      );
    }, TIMINGS.slugCheck);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, check, enabled]);
  if (!enabled || !value) return 'idle';
  return state.value === value ? state.result : 'checking';
}
