import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JsonClient, JsonReply } from './http-client.ts';
import { answerFor, RIGHT_SHARE } from './quiz.ts';

/** What every player of a run adds to: latencies in ms, counts, and what went wrong. */
export class Tally {
  readonly startMs: number[] = [];
  readonly nextMs: number[] = [];
  readonly answerMs: number[] = [];
  /** When each of answerMs was sent (performance.now()), to tell the start ramp from the steady play after it. */
  readonly answerSentAt: number[] = [];
  answersSent = 0;
  answersAcked = 0;
  answersRight = 0;
  /** Acknowledged answers by play stream, to compare with the log. */
  readonly acked = new Map<string, Set<string>>();
  readonly playIds: string[] = [];
  playsFinished = 0;
  /** `<call> <status> <code>` → how many times; empty in a clean run. */
  readonly problems = new Map<string, number>();

  problem(what: string): void {
    this.problems.set(what, (this.problems.get(what) ?? 0) + 1);
  }
}

export interface PlayerSetup {
  client: JsonClient;
  code: string;
  name: string;
  /** The client address the server sees (it trusts the bench's X-Forwarded-For). */
  network: string;
  thinkMinMs: number;
  thinkMaxMs: number;
  tally: Tally;
  halted: () => string | null;
}

/**
 * One guest playing the quiz alone as the browser does: start from the code, then for each question
 * "next" (which shows it), think 1–3 s, answer; a last "next" ends the run.
 */
export async function playAlone(setup: PlayerSetup): Promise<void> {
  const { client, tally } = setup;
  const failed = (call: string, reply: JsonReply) => {
    tally.problem(`${call} ${reply.status} ${reply.body.error?.code ?? ''}`.trim());
    return null;
  };
  const started = await send(tally, 'start', () =>
    client.request(
      'POST',
      '/api/plays',
      { code: setup.code, name: setup.name },
      { 'x-forwarded-for': setup.network },
    ),
  );
  if (!started) return;
  if (started.status !== 201) return void failed('start', started);
  tally.startMs.push(started.ms);
  const data = started.body.data as { play_token: string; play: { playId: string; total: number } };
  const playId = data.play.playId;
  const headers = { 'x-play-token': data.play_token };
  const acked = new Set<string>();
  tally.playIds.push(playId);
  tally.acked.set(playId, acked);

  for (let q = 0; q <= data.play.total; q++) {
    if (setup.halted()) return;
    const next = await send(tally, 'next', () =>
      client.request('POST', `/api/plays/${playId}/next`, {}, headers),
    );
    if (!next) return;
    if (next.status !== 200) return void failed('next', next);
    tally.nextMs.push(next.ms);
    const play = next.body.data!.play as { phase: string; question: { index: number } | null };
    if (play.phase === 'finished') {
      tally.playsFinished++;
      return;
    }
    if (play.question?.index !== q) return void tally.problem(`next showed ${play.question?.index} for ${q}`);
    await sleep(setup.thinkMinMs + Math.random() * (setup.thinkMaxMs - setup.thinkMinMs));
    const right = Math.random() < RIGHT_SHARE;
    const submissionId = randomUUID();
    tally.answersSent++;
    const answered = await send(tally, 'answer', () =>
      client.request(
        'POST',
        `/api/plays/${playId}/answer`,
        { index: q, answer: answerFor(q, right), submission_id: submissionId },
        headers,
      ),
    );
    if (!answered) continue;
    if (answered.status !== 200) {
      failed('answer', answered);
      continue;
    }
    tally.answerMs.push(answered.ms);
    tally.answerSentAt.push(performance.now() - answered.ms);
    tally.answersAcked++;
    acked.add(submissionId);
    const outcome = (answered.body.data!.play as { outcome: { correct: boolean } | null }).outcome;
    if (outcome?.correct) tally.answersRight++;
  }
  tally.problem('no end after the last question');
}

/** A call that failed below HTTP (reset, timeout) is counted and ends nothing else. */
async function send(
  tally: Tally,
  call: string,
  request: () => Promise<JsonReply>,
): Promise<JsonReply | null> {
  try {
    return await request();
  } catch (error) {
    tally.problem(`${call} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
