import type { QuestionTypeName } from '../../domain/question-types/registry.ts';
import { percentile } from '../support/stats.ts';
import type { PlayedGame } from './play-game.ts';

/** One question's figures, so each type is seen on its own (`--types`). */
export interface QuestionFigures {
  type: QuestionTypeName;
  fanOutP99Ms: number;
  /** Last answer sent until every answer is acknowledged. */
  lastAnswerToAllAckedMs: number;
  /**
   * Last answer acknowledged (everyone has answered, so the game closes the question in the same
   * commit) until the quizmaster's screen has the results.
   */
  hostResultsAfterCloseMs: number;
  answersLost: number;
}

/** What one game measured; every figure of the report is one of these over the measured runs. */
export interface RunFigures {
  playersConnected: number;
  playersJoined: number;
  connectRate: number;
  joinRateOffered: number;
  joinRateAchieved: number;
  joinLatencyP50Ms: number;
  joinLatencyP99Ms: number;
  fanOutP50Ms: number;
  fanOutP95Ms: number;
  fanOutP99Ms: number;
  fanOutMaxMs: number;
  ackP50Ms: number;
  ackP99Ms: number;
  ackMaxMs: number;
  /** Worst question: last answer sent until every answer is acknowledged. */
  lastAnswerToAllAckedMs: number;
  /** Worst question: last answer sent until every phone has its own result (`game.you`). */
  lastAnswerToAllResultsMs: number;
  answersSent: number;
  answersAcked: number;
  answersRefused: number;
  answersLost: number;
  disconnects: number;
  hostScreenUpdates: number;
  hostScreenMb: number;
  perQuestion: QuestionFigures[];
}

export function runFigures(
  game: PlayedGame,
  stored: Set<string>,
  types: readonly QuestionTypeName[],
): RunFigures {
  const { players, tally } = game;
  const joined = players.filter((p) => p.joined);
  const lastJoinedAt = joined.reduce((last, p) => Math.max(last, p.joinedAt), 0);
  const joinLatency = sorted(joined.map((p) => p.joinedAt - p.joinSentAt));
  const fanOut: number[] = [];
  const ack: number[] = [];
  let lastAnswerToAllAcked = 0;
  let lastAnswerToAllResults = 0;
  let lost = 0;
  const perQuestion: QuestionFigures[] = [];
  for (const [q, type] of types.entries()) {
    const t0 = game.nextSentAt[q]!;
    let lastSent = 0;
    let lastAck = 0;
    let lastResult = 0;
    let lostHere = 0;
    const fanOutHere: number[] = [];
    for (const p of joined) {
      if (!Number.isNaN(p.questionAt[q]!)) fanOutHere.push(p.questionAt[q]! - t0);
      const sent = p.sentAt[q]!;
      const acked = p.ackedAt[q]!;
      if (!Number.isNaN(sent)) lastSent = Math.max(lastSent, sent);
      if (!Number.isNaN(acked)) {
        ack.push(acked - sent);
        lastAck = Math.max(lastAck, acked);
        // Acknowledged means committed: the stream must hold it.
        if (!stored.has(p.submissionId(q))) lostHere += 1;
      }
      if (!Number.isNaN(p.resultsAt[q]!)) lastResult = Math.max(lastResult, p.resultsAt[q]!);
    }
    fanOut.push(...fanOutHere);
    lost += lostHere;
    // Content without answers (a slide) has no answers to wait for and no results.
    const answered = lastSent > 0;
    if (answered) {
      lastAnswerToAllAcked = Math.max(lastAnswerToAllAcked, lastAck - lastSent);
      lastAnswerToAllResults = Math.max(lastAnswerToAllResults, lastResult - lastSent);
    }
    perQuestion.push({
      type,
      fanOutP99Ms: at(sorted(fanOutHere), 99),
      lastAnswerToAllAckedMs: answered ? lastAck - lastSent : Number.NaN,
      hostResultsAfterCloseMs: answered ? game.hostResultsAt[q]! - lastAck : Number.NaN,
      answersLost: lostHere,
    });
  }
  const fanOutSorted = sorted(fanOut);
  const ackSorted = sorted(ack);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    playersConnected: players.length,
    playersJoined: joined.length,
    connectRate: perSecond(players.length, game.connectMs),
    joinRateOffered: perSecond(players.length, game.joinsLastSentAt - game.joinsFirstSentAt),
    joinRateAchieved: perSecond(joined.length, lastJoinedAt - game.joinsFirstSentAt),
    joinLatencyP50Ms: at(joinLatency, 50),
    joinLatencyP99Ms: at(joinLatency, 99),
    fanOutP50Ms: at(fanOutSorted, 50),
    fanOutP95Ms: at(fanOutSorted, 95),
    fanOutP99Ms: at(fanOutSorted, 99),
    fanOutMaxMs: at(fanOutSorted, 100),
    ackP50Ms: at(ackSorted, 50),
    ackP99Ms: at(ackSorted, 99),
    ackMaxMs: at(ackSorted, 100),
    lastAnswerToAllAckedMs: lastAnswerToAllAcked,
    lastAnswerToAllResultsMs: lastAnswerToAllResults,
    answersSent: sum(tally.answersSent),
    answersAcked: sum(tally.acked),
    answersRefused: sum(tally.answerErrors),
    answersLost: lost,
    disconnects: tally.disconnects + (game.hostDropped ? 1 : 0),
    hostScreenUpdates: game.hostScreenUpdates,
    hostScreenMb: game.hostScreenBytes / 2 ** 20,
    perQuestion,
  };
}

const sorted = (values: number[]) => values.sort((a, b) => a - b);
const at = (values: number[], p: number) => (values.length === 0 ? Number.NaN : percentile(values, p));

/** A few joins sent in one tick would make an infinite rate; a millisecond is the clock's honest floor. */
const perSecond = (count: number, ms: number) => count / (Math.max(ms, 1) / 1000);
