import { type RefObject, useEffect, useRef, useState } from 'react';

import { type Activation, watchOnceInView } from './once-in-view.ts';

export type { Activation } from './once-in-view.ts';

/** The one-time activation of a section (once-in-view.ts) as React state, `still` until the script watches. */
export function useOnceInView<T extends Element>(name: string, enabled: boolean, line = 0.5): [RefObject<T | null>, Activation] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<Activation>('still');
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    return watchOnceInView(element, name, line, setState);
  }, [name, enabled, line]);
  return [ref, state];
}
