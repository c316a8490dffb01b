import type { TogetherView } from '../../../domain/together/views.ts';
import { useTopic } from '../../socket/use-topic.ts';

// The socket contract only accepts group ids that are UUIDs (api/contracts/socket.ts `Topic`).
const GROUP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isTogetherView(data: unknown): data is TogetherView {
  if (typeof data !== 'object' || data === null) return false;
  const view = data as Partial<Record<keyof TogetherView, unknown>>;
  return (
    typeof view.togetherId === 'string' && Array.isArray(view.members) && typeof view.version === 'number'
  );
}

/**
 * The group as the socket last described it (topic `together/<id>`, the together read model): its
 * members as they arrive and, once started, each one's progress. Undefined while the first snapshot
 * is on its way, null when there is no such group.
 */
export function useTogetherView(togetherId: string | null): TogetherView | null | undefined {
  const valid = togetherId !== null && GROUP_ID.test(togetherId);
  const data = useTopic(valid ? `together/${togetherId}` : null);
  if (!valid) return null;
  if (data === undefined) return undefined;
  return isTogetherView(data) ? data : null;
}
