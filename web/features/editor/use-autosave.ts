import { useCallback, useEffect, useRef, useState } from 'react';
import { asEditorView, type EditorQuizView } from '../../../api/contracts/quizzes.ts';
import { ApiError } from '../../http/api-error.ts';
import { fetchQuiz } from '../../http/quizzes-api.ts';
import { saveQuestions, updateQuiz } from './editor-api.ts';
import {
  clonesToSend,
  type DraftProblems,
  draftOf,
  draftProblems,
  type QuizDraft,
  questionsChanged,
  updateBodyOf,
} from './quiz-draft.ts';
import { rebaseDraft } from './rebase-draft.ts';

/**
 * Where the draft stands: `saved`; `pending` (changed, waiting for a pause in typing); `saving`;
 * `failed` (the network or the server failed: tried again by itself, the draft kept); `blocked` (the
 * draft has problems to fix first); `conflict` (the quiz was changed elsewhere since it was read).
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'blocked' | 'conflict';

/** A pause in typing this long saves. */
export const AUTOSAVE_DELAY_MS = 800;
const RETRY_MAX_MS = 30_000;

interface AutosaveOptions {
  draft: QuizDraft;
  saved: EditorQuizView;
  onSaved: (quiz: EditorQuizView) => void;
  /** The server refused the draft (a rule it broke): the editor shows where. */
  onRefused: (error: ApiError, sent: QuizDraft) => void;
  /** Another version was loaded in place of the draft: the editor starts over from it (its new draft). */
  onReplaced: (quiz: EditorQuizView) => QuizDraft;
  /** The author's changes were laid over the version on the server: this is the draft now. */
  onRebased: (draft: QuizDraft) => void;
}

const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * What of the draft may be sent now: its details when they are valid, its questions when they all are.
 * A quiz becomes a poll only with questions that fit one (domain/quiz/quiz-type.ts): until they do, the
 * change of type waits, and then the questions go first; leaving a poll, the type goes first.
 */
function sendable(draft: QuizDraft, saved: EditorQuizView, problems: DraftProblems) {
  const listChanged = questionsChanged(draft, saved);
  const questionsOk = !listChanged || (problems.list === null && problems.questions.every((p) => p === null));
  const toPoll = draft.settings.type === 'poll' && saved.type !== 'poll';
  const detailsOk = Object.keys(problems.details).length === 0 && (questionsOk || !toPoll);
  return {
    body: detailsOk ? updateBodyOf(draft, saved) : null,
    sendQuestions: listChanged && questionsOk,
    questionsFirst: draft.settings.type === 'poll',
    complete: detailsOk && questionsOk,
  };
}

/**
 * Saves the draft a moment after each change, one request at a time, each pinned to the version of the
 * quiz it was edited from (a change made in another tab is a conflict, never overwritten). A failure
 * keeps the draft and tries again, waiting longer each time; nothing is dropped.
 */
export function useAutosave({ draft, saved, onSaved, onRefused, onReplaced, onRebased }: AutosaveOptions) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const draftRef = useRef(draft);
  const savedRef = useRef(saved);
  // The draft known to be on the server: a change is any draft other than this one.
  const savedDraftRef = useRef(draft);
  const inFlight = useRef(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The draft a refusal (or its own problems) stopped: not sent again until it changes.
  const blockedDraftRef = useRef<QuizDraft | null>(null);
  // The latest callbacks, so a re-render never restarts the wait before a save.
  const callbacks = useRef({ onSaved, onRefused, onReplaced, onRebased });
  callbacks.current = { onSaved, onRefused, onReplaced, onRebased };
  draftRef.current = draft;
  if (saved.version > savedRef.current.version) savedRef.current = saved;

  const run = useCallback(async () => {
    if (inFlight.current) return;
    const sent = draftRef.current;
    if (sent === savedDraftRef.current) return setStatus('saved');
    const plan = sendable(sent, savedRef.current, draftProblems(sent));
    if (!plan.body && !plan.sendQuestions) {
      if (plan.complete) savedDraftRef.current = sent;
      else blockedDraftRef.current = sent;
      return setStatus(plan.complete ? 'saved' : 'blocked');
    }
    inFlight.current = true;
    setStatus('saving');
    try {
      let current = savedRef.current;
      const sendBody = async () => {
        if (!plan.body) return;
        current = await updateQuiz({ ...plan.body, expected_version: current.version });
        savedRef.current = current;
        callbacks.current.onSaved(current);
      };
      const sendQuestions = async () => {
        if (!plan.sendQuestions) return;
        current = await saveQuestions(
          current._id,
          sent.questions,
          current.version,
          clonesToSend(sent, current),
        );
        savedRef.current = current;
        callbacks.current.onSaved(current);
      };
      for (const send of plan.questionsFirst ? [sendQuestions, sendBody] : [sendBody, sendQuestions])
        await send();
      failures.current = 0;
      if (plan.complete) savedDraftRef.current = sent;
      else blockedDraftRef.current = sent;
      setStatus(draftRef.current !== sent ? 'pending' : plan.complete ? 'saved' : 'blocked');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'quiz_edit_conflict') {
        setStatus('conflict');
      } else if (retryable(error)) {
        failures.current += 1;
        setStatus('failed');
      } else {
        blockedDraftRef.current = sent;
        setStatus('blocked');
        if (error instanceof ApiError) callbacks.current.onRefused(error, sent);
      }
    } finally {
      inFlight.current = false;
    }
  }, []);

  // Each change (and each finished save) schedules the next attempt: after a pause, or after a failure
  // a longer wait (2 s, 4 s, 8 s … at most 30 s).
  useEffect(() => {
    if (status === 'saving' || status === 'conflict') return;
    if (draft === savedDraftRef.current) {
      if (status !== 'saved') setStatus('saved');
      return;
    }
    if (status === 'blocked' && draft === blockedDraftRef.current) return;
    if (status === 'saved') setStatus('pending');
    const wait =
      status === 'failed' ? Math.min(RETRY_MAX_MS, 1000 * 2 ** failures.current) : AUTOSAVE_DELAY_MS;
    timer.current = setTimeout(() => void run(), wait);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [draft, status, run]);

  /** Reads the quiz as it is now on the server. */
  async function latest(): Promise<EditorQuizView | null> {
    const quiz = asEditorView(await fetchQuiz(savedRef.current._id));
    if (quiz) {
      savedRef.current = quiz;
      callbacks.current.onSaved(quiz);
    }
    return quiz;
  }

  return {
    status,
    retryNow: () => {
      failures.current = 0;
      void run();
    },
    /** After a conflict: the author's changes are laid over the version now on the server, and saved. */
    keepMine: async () => {
      // The copy the author's changes were made on, before it is replaced by the one on the server.
      const base = draftOf(savedRef.current);
      const quiz = await latest();
      if (!quiz) return;
      callbacks.current.onRebased(rebaseDraft(base, draftRef.current, draftOf(quiz)));
      setStatus('pending');
    },
    loadTheirs: async () => {
      const quiz = await latest();
      if (!quiz) return;
      savedDraftRef.current = callbacks.current.onReplaced(quiz);
      setStatus('saved');
    },
  };
}
