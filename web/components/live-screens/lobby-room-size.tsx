import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oneStepRoomSize } from '../../../domain/game/room-size.ts';
import type { HostView } from '../../../domain/game/views.ts';
import type { ErrorMessageKey } from './lobby-limit.tsx';

type Room = Pick<
  HostView,
  'playerLimit' | 'maxPlayerLimit' | 'raiseLimitTo' | 'turnedAway' | 'admission' | 'phase'
>;

/**
 * What the quizmaster must know about the room's size before a pupil is turned away, and the one
 * step that fixes it (issue 28): a list with more names than the room takes, phones already turned
 * away, and "Make room for N" (a class, the list, or everyone turned away; domain/game/rules.ts).
 * Up to what the quiz allows the room's limit changes; above it, the quiz's limit rises with it.
 */
export function LobbyRoomSize({
  view,
  onSet,
  onRaise,
  busy,
}: {
  view: Room;
  onSet: (limit: number) => void;
  onRaise: (limit: number) => Promise<ErrorMessageKey | null>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ErrorMessageKey | null>(null);
  const [raising, setRaising] = useState(false);
  if (view.phase !== 'lobby') return null;
  const list = view.admission?.kind === 'whitelist' ? view.admission : null;
  const size = oneStepRoomSize({
    playerLimit: view.playerLimit,
    most: view.raiseLimitTo ?? view.maxPlayerLimit,
    listNames: list?.names ?? null,
    turnedAway: view.turnedAway,
  });
  const listTooBig = list !== null && list.names > view.playerLimit;
  if (size === null && !listTooBig && view.turnedAway === 0) return null;

  async function makeRoom(limit: number) {
    setProblem(null);
    if (limit <= view.maxPlayerLimit) {
      onSet(limit);
      return;
    }
    setRaising(true);
    setProblem(await onRaise(limit));
    setRaising(false);
  }

  const warning = listTooBig || view.turnedAway > 0;
  return (
    <div
      className={warning ? 'lobby-room-size lobby-room-size--warning' : 'lobby-room-size'}
      role={warning ? 'alert' : undefined}
      data-testid="room-size"
    >
      {listTooBig ? (
        <p className="lobby-room-size__line" data-testid="room-list-larger">
          {t('room_size.list_larger', { title: list.title, names: list.names, limit: view.playerLimit })}
        </p>
      ) : null}
      {view.turnedAway > 0 ? (
        <p className="lobby-room-size__line" data-testid="room-turned-away">
          {t('room_size.turned_away', { count: view.turnedAway })}
        </p>
      ) : null}
      {size !== null ? (
        <button
          type="button"
          className={`button button--live-small ${warning ? 'button--accent' : 'button--light'}`}
          disabled={busy || raising}
          onClick={() => void makeRoom(size)}
        >
          {t('room_size.make_room', { count: size })}
        </button>
      ) : null}
      {problem ? <p className="lobby-room-size__line">{t(problem)}</p> : null}
    </div>
  );
}
