import type { HostView } from '../../../domain/game/views.ts';
import { HostLobbyScreen } from './host-lobby-screen.tsx';
import { GetReadyScreen, HostQuestionScreen } from './host-question-screen.tsx';
import { HostResultScreen } from './host-result-screen.tsx';
import { HostSummaryScreen } from './host-summary-screen.tsx';

/*
 * The quizmaster's screens as pure views of a HostView, one file per phase (lobby, question, result,
 * summary). The live host, the second shared screen and the replay all render these same components: only
 * the controls differ (the replay and the second screen have none).
 */

/** The quizmaster screen for any step, without controls: the second screen and the replay. */
export function HostScreenFor({
  view,
  origin,
  offsetMs,
  at,
}: {
  view: HostView;
  origin: string;
  offsetMs: number;
  at?: number;
}) {
  switch (view.phase) {
    case 'lobby':
      return <HostLobbyScreen view={view} origin={origin} />;
    case 'question':
      return <HostQuestionScreen view={view} offsetMs={offsetMs} at={at} />;
    case 'question_closed':
      return view.results ? (
        <HostResultScreen view={view} />
      ) : (
        <GetReadyScreen view={view} number={null} questionNumber={null} />
      );
    case 'finished':
    case 'cancelled':
    case 'absent':
      return <HostSummaryScreen view={view} />;
    default: {
      const unknown: never = view.phase;
      throw new Error(`unknown phase ${String(unknown)}`);
    }
  }
}
