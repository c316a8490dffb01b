import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loadTogether, runTogetherCommand } from '../../../commands/together/run-together-command.ts';
import { startTogether } from '../../../commands/together/start-together.ts';
import { isQuizCode } from '../../../domain/quiz/rules.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import type { TogetherState } from '../../../domain/together/events.ts';
import type { QuizzesTables } from '../../../projections/quizzes/index.ts';
import { lookOf } from '../../../projections/quizzes/quiz-look.ts';
import { readTogetherView } from '../../../projections/together/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  CreateTogetherBody,
  JoinTogetherBody,
  MembershipReply,
  MyTogetherReply,
  TOGETHER_TOKEN_HEADER,
  TogetherIdParams,
  TogetherViewSchema,
} from '../../contracts/together.ts';
import { takeStartPace } from '../../rate-limit/start-pace.ts';
import { originOf } from '../origin.ts';
import { playContentOf } from '../plays/play-content.ts';
import { playToken } from '../plays/play-token.ts';
import { PlayableQuizzes } from '../plays/playable-quizzes.ts';
import { memberOfToken, memberToken } from './member-token.ts';

const Errors = { 400: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply };
type Open = Exclude<TogetherState, { phase: 'absent' }>;

/**
 * Play together (issue 13 point 4): open a group from a quiz code, join it under a name unique in the
 * group, and start it; starting gives every member their own play of the same questions, which they
 * play with the play-alone routes. Writes answer once the group's read model has them, so the lobby's
 * next read (or socket snapshot) shows the change.
 */
export const togetherRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const quizzes = new PlayableQuizzes(deps.db as unknown as Kysely<QuizzesTables>);
  const key = deps.secrets.gameTokenKey;
  const settled = (position: LogPosition | null) =>
    position ? deps.projections.reached('together', position) : Promise.resolve(true);

  const membership = (togetherId: string, memberId: string, name: string): MembershipReply => ({
    together_id: togetherId,
    member_id: memberId,
    member_token: memberToken(key, memberId),
    name,
  });

  /** A signed-in person who already joined (on another device, say) is that member again, not a second one. */
  const rejoining = (state: Open, request: FastifyRequest) =>
    request.user ? state.members.find((m) => m.userId === request.user!.id) : undefined;

  /** The member the request speaks for (its token, or the signed-in person's membership), or a refusal. */
  async function memberOf(request: FastifyRequest, togetherId: string) {
    const state = await loadTogether(deps, togetherId);
    if (state.phase === 'absent') throw new DomainError('together_not_found');
    const memberId = memberOfToken(key, request.headers[TOGETHER_TOKEN_HEADER]);
    const member = state.members.find((m) => m.memberId === memberId) ?? rejoining(state, request);
    if (!member) throw new DomainError('together_not_member');
    return { state, member };
  }

  app.post(
    '/together',
    {
      schema: {
        tags: ['together'],
        summary: 'Open a play-together group for a quiz, with its creator as the first member',
        body: CreateTogetherBody,
        response: { 201: DataReply(MembershipReply), ...Errors },
      },
    },
    async (request, response) => {
      await takeStartPace(deps.joinLimits.playStartsPerAddress, request);
      const code = request.body.code.trim().toLowerCase();
      const quiz = isQuizCode(code) ? await quizzes.byCode(code) : undefined;
      if (!quiz) throw new DomainError('quiz_not_found');
      if (!quiz.active) throw new DomainError('quiz_inactive');
      const togetherId = deps.random.uuid();
      const memberId = deps.random.uuid();
      const handled = await runTogetherCommand(
        deps,
        togetherId,
        {
          type: 'CreateTogether',
          data: {
            togetherId,
            quizId: quiz.id,
            quizCode: quiz.code,
            quizTitle: quiz.title,
            look: lookOf(quiz),
            creator: {
              memberId,
              userId: request.user?.id ?? null,
              name: request.body.name,
              at: deps.clock.now().toISOString(),
            },
          },
        },
        originOf(request),
      );
      await settled(handled.last);
      const name = (handled.state as Open).members[0]!.name;
      return response.status(201).send({ data: membership(togetherId, memberId, name) });
    },
  );

  app.get(
    '/together/:id',
    {
      schema: {
        tags: ['together'],
        summary: 'The group as its members see it: the quiz, the members and their progress',
        params: TogetherIdParams,
        response: { 200: DataReply(TogetherViewSchema), ...Errors },
      },
    },
    async (request) => {
      const view = await readTogetherView(deps.db, request.params.id);
      if (!view) throw new DomainError('together_not_found');
      return { data: view };
    },
  );

  app.post(
    '/together/:id/join',
    {
      schema: {
        tags: ['together'],
        summary: 'Join the group under a name no other member has (before it starts; 20 members at most)',
        params: TogetherIdParams,
        body: JoinTogetherBody,
        response: { 201: DataReply(MembershipReply), ...Errors },
      },
    },
    async (request, response) => {
      await takeStartPace(deps.joinLimits.playStartsPerAddress, request);
      const togetherId = request.params.id;
      const state = await loadTogether(deps, togetherId);
      const again = state.phase === 'absent' ? undefined : rejoining(state, request);
      if (again)
        return response.status(201).send({ data: membership(togetherId, again.memberId, again.name) });
      const memberId = deps.random.uuid();
      const handled = await runTogetherCommand(
        deps,
        togetherId,
        {
          type: 'JoinTogether',
          data: {
            memberId,
            userId: request.user?.id ?? null,
            name: request.body.name,
            at: deps.clock.now().toISOString(),
          },
        },
        originOf(request),
      );
      await settled(handled.last);
      const name = (handled.state as Open).members.find((m) => m.memberId === memberId)!.name;
      return response.status(201).send({ data: membership(togetherId, memberId, name) });
    },
  );

  app.post(
    '/together/:id/start',
    {
      schema: {
        tags: ['together'],
        summary: 'Start the group (any member may): every member gets their own play of the same questions',
        params: TogetherIdParams,
        response: { 200: DataReply(TogetherViewSchema), ...Errors },
      },
    },
    async (request) => {
      const togetherId = request.params.id;
      const { state, member } = await memberOf(request, togetherId);
      if (state.phase === 'started') throw new DomainError('together_already_started');
      const quiz = await quizzes.byId(state.created.quizId);
      if (!quiz) throw new DomainError('quiz_not_found');
      if (!quiz.active) throw new DomainError('quiz_inactive');
      // Picked once here (a random order or subset when the quiz asks for one), the same for everyone.
      const { questions, settings, look, customMessage } = playContentOf(deps, quiz);
      const { last } = await startTogether(
        deps,
        togetherId,
        {
          memberId: member.memberId,
          at: deps.clock.now().toISOString(),
          questions,
          settings,
          look,
          ...(customMessage ? { customMessage } : {}),
        },
        originOf(request),
        quiz.owner_id,
      );
      await settled(last);
      const view = await readTogetherView(deps.db, togetherId);
      return { data: view! };
    },
  );

  app.get(
    '/together/:id/me',
    {
      schema: {
        tags: ['together'],
        summary: "The caller's membership, and their own play once the group has started",
        params: TogetherIdParams,
        response: { 200: DataReply(MyTogetherReply), ...Errors },
      },
    },
    async (request) => {
      const { state, member } = await memberOf(request, request.params.id);
      const playId = state.plays.get(member.memberId);
      return {
        data: {
          ...membership(state.created.togetherId, member.memberId, member.name),
          quiz_code: state.created.quizCode,
          play: playId ? { play_id: playId, play_token: playToken(key, playId) } : null,
        },
      };
    },
  );
};
