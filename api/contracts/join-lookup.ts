import Type from 'typebox';
import { AssignmentPublicView } from './assignments.ts';

/*
 * The front page's join box (spec: POST quizzes/join-quiz-validation): one box takes a game PIN or
 * a quiz code, and the reply says which it found.
 */

export const JoinLookupBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32, description: 'A game PIN or a quiz code, as typed' }),
});
export type JoinLookupBody = Type.Static<typeof JoinLookupBody>;

export const JoinLookup = Type.Union([
  Type.Object({
    kind: Type.Literal('game'),
    pin: Type.String(),
    /**
     * Who the room lets in (spec §6): anyone, only the names of the quizmaster's list (never shown),
     * or only Feide users. The join page offers to make a name up only where any name may come in.
     */
    admits: Type.Union([Type.Literal('anyone'), Type.Literal('whitelist'), Type.Literal('feide')]),
  }),
  Type.Object({
    kind: Type.Literal('quiz'),
    code: Type.String(),
    title: Type.String(),
    /** The PIN of this quiz's game waiting in its lobby now, if there is one. */
    waiting_pin: Type.Union([Type.String(), Type.Null()]),
    /** Homework set on this quiz that is open now or opens later (a class may have only the code). */
    assignments: Type.Array(AssignmentPublicView),
  }),
]);
export type JoinLookup = Type.Static<typeof JoinLookup>;
