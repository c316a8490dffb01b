import { isScoredQuestion, type QuizQuestion } from '../question-types/registry.ts';

/** One source report as a merge report reads it: its questions as played, and its players' frozen answers. */
export interface MergedSource {
  kind: 'game' | 'play';
  id: string;
  /** When it was opened or started. */
  at: string;
  questions: QuizQuestion[];
  /** When answering opened for each question asked, by position: where an answer's time starts. */
  opens: Record<string, string>;
  players: Array<{
    name: string;
    score: number;
    answers: Record<string, { points: number; correct: boolean; receivedAt: string }>;
  }>;
}

export interface MergedPlayer {
  /** Equal scores share a rank. */
  rank: number;
  name: string;
  score: number;
  correct: number;
  answered: number;
  /** Which of the merged reports (its position in `reports`) the player played in. */
  report: number;
}

export interface MergedQuestion {
  question_id: string;
  title: string;
  question_type: string;
  /** Polls, word clouds and slides have no right answer: no share correct. */
  scored: boolean;
  answered: number;
  correct: number;
  /** Right answers among those who answered, 0–1; null when nobody answered or it is not scored. */
  correct_share: number | null;
  average_points: number | null;
  /**
   * From the moment answering opened to each answer's arrival, averaged over every answer whose opening
   * is known, in milliseconds (as a single report counts it); null when there is none.
   */
  average_ms: number | null;
}

export interface MergedContent {
  reports: Array<{ kind: 'game' | 'play'; id: string; at: string; players: number }>;
  players: MergedPlayer[];
  questions: MergedQuestion[];
}

/**
 * Several reports of one quiz read as one (spec §7 merge reports): every player of every report in one
 * ranking (nobody is merged away: a merged report is for reading the classes together), and each
 * question's results added up across the reports. A question is the same question in two reports when
 * it has the same id (the quiz may have been edited between games); results are the points and
 * verdicts frozen when each answer was taken.
 */
export function mergeReports(sources: readonly MergedSource[]): MergedContent {
  const questions = new Map<string, MergedQuestion & { points: number; timed: number; totalMs: number }>();
  const players: Omit<MergedPlayer, 'rank'>[] = [];
  sources.forEach((source, reportIndex) => {
    source.questions.forEach((question, index) => {
      let entry = questions.get(question.question_id);
      if (!entry) {
        entry = {
          question_id: question.question_id,
          title: question.title,
          question_type: question.question_type,
          scored: isScoredQuestion(question),
          answered: 0,
          correct: 0,
          correct_share: null,
          average_points: null,
          average_ms: null,
          points: 0,
          timed: 0,
          totalMs: 0,
        };
        questions.set(question.question_id, entry);
      }
      const opened = source.opens[String(index)];
      const openedAt = opened === undefined ? null : Date.parse(opened);
      for (const player of source.players) {
        const answer = player.answers[String(index)];
        if (!answer) continue;
        entry.answered += 1;
        entry.correct += answer.correct ? 1 : 0;
        entry.points += answer.points;
        if (openedAt !== null) {
          entry.timed += 1;
          entry.totalMs += Math.max(0, Date.parse(answer.receivedAt) - openedAt);
        }
      }
    });
    for (const player of source.players) {
      const answers = Object.values(player.answers);
      players.push({
        name: player.name,
        score: player.score,
        correct: answers.filter((a) => a.correct).length,
        answered: answers.length,
        report: reportIndex,
      });
    }
  });
  players.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name) || a.report - b.report);
  let rank = 0;
  return {
    reports: sources.map(({ kind, id, at, players: list }) => ({ kind, id, at, players: list.length })),
    players: players.map((player, index) => {
      if (index === 0 || player.score !== players[index - 1]!.score) rank = index + 1;
      return { rank, ...player };
    }),
    questions: [...questions.values()].map(({ points, timed, totalMs, ...q }) => ({
      ...q,
      average_ms: timed === 0 ? null : Math.round(totalMs / timed),
      correct_share: q.scored && q.answered > 0 ? q.correct / q.answered : null,
      average_points: q.scored && q.answered > 0 ? Math.round(points / q.answered) : null,
    })),
  };
}
