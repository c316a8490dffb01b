import { useCallback, useSyncExternalStore } from 'react';
import { tabSocket } from './tab-socket.ts';

/**
 * The newest data of a socket topic such as `quiz/<id>`, re-rendering on every newer snapshot or change;
 * undefined until the first snapshot. Pass null to follow nothing.
 */
export function useTopic(topic: string | null): unknown {
  const subscribe = useCallback(
    (onChange: () => void) => (topic ? tabSocket().follow(topic, onChange) : () => {}),
    [topic],
  );
  const read = useCallback(() => (topic ? tabSocket().dataOf(topic) : undefined), [topic]);
  return useSyncExternalStore(subscribe, read);
}
