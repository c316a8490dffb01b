import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  answerRequest,
  callIn,
  cancelRequest,
  type EditingState,
  type EditorTab,
  HEARTBEAT_MS,
  leave,
  moveHere,
  nobodyEditing,
  openHere,
  requestHandover,
  SILENCE_MS,
  seenBy,
} from '../../../domain/quiz-editing/rules.ts';
import { findQuizById } from '../../../projections/quizzes/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  EditingTabBody,
  EditingView,
  editingTopic,
  HandoverAnswerBody,
} from '../../contracts/quiz-editing.ts';
import { QuizIdParams } from '../../contracts/quizzes.ts';
import { SOCKET_PROTOCOL_VERSION } from '../../contracts/socket.ts';
import { busTopicOf, encode } from '../../gateway/messages.ts';
import { quizRightsOf } from '../quiz-sharing/quiz-rights.ts';
import { quizNotFound } from '../quizzes/quiz-access.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 404: ErrorReply, 409: ErrorReply };

/**
 * One editor at a time (issue 12, domain/quiz-editing): the editor's tabs call in, leave, ask for a
 * handover, cancel it, and answer it. Every change is announced on the socket topic of the quiz's
 * seat, so the other tabs read their view again at once instead of at their next heartbeat.
 */
export const quizEditingRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const now = () => deps.clock.now().getTime();

  /** The signed-in person's tab, once they are known to be allowed to edit the quiz. */
  async function editorTab(request: FastifyRequest, quizId: string, tabId: string): Promise<EditorTab> {
    const user = signedIn(request);
    const quiz = await findQuizById(deps.db as never, quizId);
    // Someone who may not edit it is told it is not there, as the editor's own read does.
    // The owner, admins and those it is shared with can_edit (api/routes/quiz-sharing) are its editors.
    if (!quiz || !(await quizRightsOf(deps.db, user, { id: quiz._id, ownerId: quiz.user_id })).edit)
      throw quizNotFound();
    return { tabId, userId: user.id, name: user.name ?? '—', seenAt: now() };
  }

  async function changeSeat(
    quizId: string,
    tab: EditorTab,
    change: (state: EditingState) => EditingState,
  ): Promise<{ data: EditingView }> {
    // The state the change was applied to (the last try's, if a concurrent change made it run again).
    let before: EditingState | null = null;
    const next = await deps.editingSeats.update(quizId, (state) => {
      before = state;
      return change(state ?? nobodyEditing);
    });
    if (JSON.stringify(seatsOnly(before)) !== JSON.stringify(seatsOnly(next))) announce(quizId);
    return { data: viewOf(next, tab) };
  }

  /** A bare signal: each tab reads its own view, which only a signed-in editor may. */
  function announce(quizId: string): void {
    const topic = editingTopic(quizId);
    const message = encode({ v: SOCKET_PROTOCOL_VERSION, type: 'change', topic, data: { at: now() } });
    deps.bus.publish(busTopicOf(topic), message).catch((error: unknown) => app.log.warn({ err: error }));
  }

  const viewOf = (state: EditingState, tab: EditorTab): EditingView => {
    const seen = seenBy(state, tab, now());
    return {
      role: seen.role,
      editor_name: seen.editorName,
      request: seen.request,
      answer: seen.answer,
      heartbeat_ms: HEARTBEAT_MS,
      silence_ms: SILENCE_MS,
    };
  };

  const route = (summary: string) => ({
    onRequest: requireUser(),
    schema: {
      tags: ['quizzes'],
      summary,
      params: QuizIdParams,
      body: EditingTabBody,
      response: { 200: DataReply(EditingView), ...Errors },
    },
  });

  app.post(
    '/quizzes/:id/editing',
    route('Call in from an open editor tab: take the editor when free, keep it, or keep a request fresh'),
    async (request) => {
      const tab = await editorTab(request, request.params.id, request.body.tab_id);
      return changeSeat(request.params.id, tab, (state) => callIn(state, tab));
    },
  );

  app.post(
    '/quizzes/:id/editing/open',
    route("A tab opening the editor: as a call-in, but it takes the editor from the same person's other tab"),
    async (request) => {
      const tab = await editorTab(request, request.params.id, request.body.tab_id);
      return changeSeat(request.params.id, tab, (state) => openHere(state, tab));
    },
  );

  app.post('/quizzes/:id/editing/leave', route('A closing editor tab gives up its seat'), async (request) => {
    const tab = await editorTab(request, request.params.id, request.body.tab_id);
    return changeSeat(request.params.id, tab, (state) => leave(state, tab.tabId, tab.seenAt));
  });

  app.post(
    '/quizzes/:id/editing/move-here',
    route('Edit in this tab instead of your other tab or device (no need to ask yourself)'),
    async (request) => {
      const tab = await editorTab(request, request.params.id, request.body.tab_id);
      return changeSeat(request.params.id, tab, (state) => moveHere(state, tab));
    },
  );

  app.post(
    '/quizzes/:id/editing/handover',
    route('Ask the person editing the quiz to hand it over'),
    async (request) => {
      const tab = await editorTab(request, request.params.id, request.body.tab_id);
      return changeSeat(request.params.id, tab, (state) => requestHandover(state, tab));
    },
  );

  app.post('/quizzes/:id/editing/handover/cancel', route('Stop waiting for a handover'), async (request) => {
    const tab = await editorTab(request, request.params.id, request.body.tab_id);
    return changeSeat(request.params.id, tab, (state) => cancelRequest(state, tab.tabId, tab.seenAt));
  });

  app.post(
    '/quizzes/:id/editing/handover/answer',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['quizzes'],
        summary: 'The person editing hands the quiz over, or keeps it',
        params: QuizIdParams,
        body: HandoverAnswerBody,
        response: { 200: DataReply(EditingView), ...Errors },
      },
    },
    async (request) => {
      const tab = await editorTab(request, request.params.id, request.body.tab_id);
      const { accept } = request.body;
      return changeSeat(request.params.id, tab, (state) =>
        answerRequest(state, tab.tabId, accept, tab.seenAt),
      );
    },
  );
};

/** What the other tabs need to hear about: who holds the seat, who asks, the answer (not heartbeats). */
function seatsOnly(state: EditingState | null) {
  if (!state) return null;
  return { editor: state.editor?.tabId, request: state.request?.tabId, answer: state.answer };
}
