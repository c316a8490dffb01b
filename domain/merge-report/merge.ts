import { isScoredQuestion, type QuizQuestion } from '../question-types/registry.ts';

/** One source report as a merge report reads it: its questions as played, and its players' frozen answers. */
export interface MergedSource {
  kind: 'game' | 'play';
  id: string;
  /** When it was opened or started. */
  at: string;
  questions: QuizQuestion[];
  players: Array<{
    name: string;
    score: number;
    answers: Record<string, { points: number; correct: boolean }>;
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
  const questions = new Map<string, MergedQuestion & { points: number }>();
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
          points: 0,
        };
        questions.set(question.question_id, entry);
      }
      for (const player of source.players) {
        const answer = player.answers[String(index)];
        if (!answer) continue;
        entry.answered += 1;
        entry.correct += answer.correct ? 1 : 0;
        entry.points += answer.points;
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
    questions: [...questions.values()].map(({ points, ...q }) => ({
      ...q,
      correct_share: q.scored && q.answered > 0 ? q.correct / q.answered : null,
      average_points: q.scored && q.answered > 0 ? Math.round(points / q.answered) : null,
    })),
  };
}
