import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { startAssignmentPlay } from '../../../commands/assignment/start-assignment-play.ts';
import { claimCoins } from '../../../commands/play/claim-coins.ts';
import { checkPlayerName } from '../../../domain/game/rules.ts';
import { type PlayCommand, playerKeyOf } from '../../../domain/play/decide.ts';
import type { PlayState } from '../../../domain/play/events.ts';
import { wrongQuestions } from '../../../domain/play/rules.ts';
import { playView } from '../../../domain/play/views.ts';
import { isQuizCode } from '../../../domain/quiz/rules.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { versusOf, waitForFinishedReport } from '../../../projections/play-reports/index.ts';
import type { QuizzesTables } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  PLAY_TOKEN_HEADER,
  PlayAnswerBody,
  PlayIdParams,
  PlayReply,
  StartPlayBody,
  VersusReply,
} from '../../contracts/plays.ts';
import { takeStartPace } from '../../rate-limit/start-pace.ts';
import { originOf } from '../origin.ts';
import { playContentOf } from './play-content.ts';
import { playHomework } from './play-homework.ts';
import { playReportRoutes } from './play-reports.ts';
import { isPlayToken, playToken } from './play-token.ts';
import { PlayableQuizzes } from './playable-quizzes.ts';

const Errors = { 400: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply };

/**
 * Play alone (issue 13): start a run from a quiz code, move through it, answer. The server shows each
 * question, keeps its time and scores each answer (domain/play); the browser only ever gets what its
 * player may see (domain/play/views.ts).
 */
export const playRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const quizzes = new PlayableQuizzes(deps.db as unknown as Kysely<QuizzesTables>);
  const key = deps.secrets.gameTokenKey;

  await app.register(playReportRoutes, { deps });

  /** Who asks for this play: its signed-in player, or the holder of its token; anyone else is told it is not there. */
  function playerKey(
    request: FastifyRequest,
    playId: string,
    token = request.headers[PLAY_TOKEN_HEADER],
  ): string {
    if (request.user) return request.user.id;
    if (typeof token === 'string' && isPlayToken(key, playId, token)) return `guest:${playId}`;
    return 'nobody';
  }

  async function ownPlay(request: FastifyRequest, playId: string, token?: string) {
    const state = await deps.plays.state(playId);
    if (state.phase === 'absent' || playerKeyOf(state) !== playerKey(request, playId, token))
      throw new DomainError('play_not_found');
    return state;
  }

  const reply = (state: PlayState, token?: string): PlayReply => {
    if (state.phase === 'absent') throw new DomainError('play_not_found');
    return {
      play: playView(state),
      server_now: deps.clock.now().toISOString(),
      ...(token ? { play_token: token } : {}),
    };
  };

  app.post(
    '/plays',
    {
      schema: {
        tags: ['plays'],
        summary: 'Start playing a quiz alone, from its code (signed in or as a guest)',
        body: StartPlayBody,
        response: { 201: DataReply(PlayReply), ...Errors },
      },
    },
    async (request, response) => {
      await takeStartPace(deps.joinLimits.playStartsPerAddress, request);
      const { code, name, retry_of, assignment_id } = request.body;
      const quiz = isQuizCode(code.trim().toLowerCase())
        ? await quizzes.byCode(code.trim().toLowerCase())
        : undefined;
      if (!quiz) throw new DomainError('quiz_not_found');
      if (!quiz.active) throw new DomainError('quiz_inactive');
      const playId = deps.random.uuid();
      const player = { userId: request.user?.id ?? null, name };
      const startedAt = deps.clock.now().toISOString();
      // A name the play would refuse must not spend the player's coins of the day (claimCoins).
      const named = checkPlayerName(name);
      if ('problem' in named) throw new DomainError(named.problem);
      const earnsCoins = (retryOf: string | null) =>
        claimCoins(
          deps,
          { playId, userId: player.userId, quizOwnerId: quiz.owner_id, quizId: quiz.id, retryOf, startedAt },
          originOf(request),
        );
      let state: PlayState;
      if (retry_of) {
        // A retry is practice: it stays with the earlier play's assignment but is never a counted attempt.
        const earlier = await ownPlay(request, retry_of.play_id, retry_of.play_token);
        if (earlier.started.quizId !== quiz.id) throw new DomainError('play_not_found');
        const questions = wrongQuestions(earlier);
        if (questions.length === 0) throw new DomainError('play_nothing_to_retry');
        const { settings } = earlier.started;
        ({ state } = await deps.plays.execute(
          playId,
          {
            type: 'StartPlay',
            data: {
              ...playContentOf(deps, quiz),
              questions,
              settings,
              playId,
              player,
              retryOf: retry_of.play_id,
              earnsCoins: false,
              assignmentId: earlier.started.assignmentId,
              // A retry is one person's practice, outside any group.
              togetherId: null,
              startedAt,
            },
          },
          originOf(request),
        ));
      } else if (assignment_id) {
        await startAssignmentPlay(
          deps,
          {
            assignmentId: assignment_id,
            quizId: quiz.id,
            feide: request.user?.provider === 'feide',
            play: (assignment) => ({
              ...playContentOf(deps, quiz, assignment.options),
              playId,
              player,
              retryOf: null,
              togetherId: null,
              startedAt,
            }),
            earnsCoins: () => earnsCoins(null),
          },
          originOf(request),
        );
        state = await deps.plays.state(playId);
      } else {
        ({ state } = await deps.plays.execute(
          playId,
          {
            type: 'StartPlay',
            data: {
              ...playContentOf(deps, quiz),
              playId,
              player,
              retryOf: null,
              earnsCoins: await earnsCoins(null),
              assignmentId: null,
              togetherId: null,
              startedAt,
            },
          },
          originOf(request),
        ));
      }
      return response.status(201).send({ data: reply(state, playToken(key, playId)) });
    },
  );

  app.get(
    '/plays/:id',
    {
      schema: {
        tags: ['plays'],
        summary: 'The play as its player sees it (to resume after a reload, or read the summary)',
        params: PlayIdParams,
        response: { 200: DataReply(PlayReply), ...Errors },
      },
    },
    async (request) => ({ data: reply(await ownPlay(request, request.params.id)) }),
  );

  async function run(request: FastifyRequest, playId: string, command: (playerKey: string) => PlayCommand) {
    await ownPlay(request, playId);
    const { state } = await deps.plays.execute(
      playId,
      command(playerKey(request, playId)),
      originOf(request),
    );
    return { data: reply(state) };
  }

  app.get(
    '/plays/:id/versus',
    {
      schema: {
        tags: ['plays'],
        summary:
          "Where the play ranks among everyone's first plays of the quiz (of its assignment, for homework), the best run's pace, and for homework its title and the attempts left",
        params: PlayIdParams,
        response: { 200: DataReply(VersusReply), ...Errors },
      },
    },
    async (request) => {
      const state = await ownPlay(request, request.params.id);
      // Read-your-writes: a run that has just ended ranks once its report has it.
      if (state.phase === 'finished') await waitForFinishedReport(deps.db, request.params.id);
      const { quizId, assignmentId, player } = state.started;
      const [versus, homework] = await Promise.all([
        versusOf(deps.db, quizId, request.params.id, assignmentId),
        assignmentId === null
          ? null
          : playHomework(deps.db, assignmentId, player, deps.clock.now().toISOString()),
      ]);
      return { data: { ...versus, homework } };
    },
  );

  app.post(
    '/plays/:id/next',
    {
      schema: {
        tags: ['plays'],
        summary: 'Move on: the next question (the one on screen counts as missed if unanswered), or the end',
        params: PlayIdParams,
        response: { 200: DataReply(PlayReply), ...Errors },
      },
    },
    (request) =>
      run(request, request.params.id, (playerKey) => ({
        type: 'ShowNext',
        data: { playerKey, at: deps.clock.now().toISOString() },
      })),
  );

  app.post(
    '/plays/:id/close',
    {
      schema: {
        tags: ['plays'],
        summary:
          'The time ran out on the question on screen: it closes unanswered and its result may be shown',
        params: PlayIdParams,
        response: { 200: DataReply(PlayReply), ...Errors },
      },
    },
    (request) =>
      run(request, request.params.id, (playerKey) => ({
        type: 'ClosePlayQuestion',
        data: { playerKey, at: deps.clock.now().toISOString() },
      })),
  );

  app.post(
    '/plays/:id/answer',
    {
      schema: {
        tags: ['plays'],
        summary: 'Answer the question on screen; the reply says how it went',
        params: PlayIdParams,
        body: PlayAnswerBody,
        response: { 200: DataReply(PlayReply), ...Errors },
      },
    },
    (request) => {
      const receivedAt = deps.clock.now().toISOString();
      const { index, answer, submission_id } = request.body;
      return run(request, request.params.id, (playerKey) => ({
        type: 'SubmitPlayAnswer',
        data: { playerKey, index, answer, receivedAt, submissionId: submission_id },
      }));
    },
  );
};
