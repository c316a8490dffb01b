import Type from 'typebox';

/*
 * One editor at a time (issue 12): each open editor tab calls in with its own random id; the reply
 * says who edits. Changes reach the tabs over the socket topic `quiz-editing/<quiz id>` as a bare
 * signal (sockets are not signed in), and each tab reads its view again over HTTP.
 */

const TabId = Type.String({ pattern: '^[0-9a-f-]{36}$', description: "The editor tab's own random id" });

export const EditingTabBody = Type.Object({ tab_id: TabId }, { additionalProperties: false });
export type EditingTabBody = Type.Static<typeof EditingTabBody>;

export const HandoverAnswerBody = Type.Object(
  { tab_id: TabId, accept: Type.Boolean() },
  { additionalProperties: false },
);
export type HandoverAnswerBody = Type.Static<typeof HandoverAnswerBody>;

export const EditingView = Type.Object({
  /** editor: this tab edits; same_person_elsewhere: you, in another tab or device; other_person: someone else. */
  role: Type.Union([
    Type.Literal('editor'),
    Type.Literal('same_person_elsewhere'),
    Type.Literal('other_person'),
    Type.Literal('free'),
  ]),
  editor_name: Type.Union([Type.String(), Type.Null()]),
  request: Type.Union([Type.Object({ name: Type.String(), mine: Type.Boolean() }), Type.Null()]),
  /** The editor's answer to this tab's last request. */
  answer: Type.Union([Type.Literal('accepted'), Type.Literal('rejected'), Type.Null()]),
  /** How often the tab should call in, and how long a silent tab keeps the seat. */
  heartbeat_ms: Type.Integer(),
  silence_ms: Type.Integer(),
});
export type EditingView = Type.Static<typeof EditingView>;

/** The socket topic of a quiz's editing seat. */
export const editingTopic = (quizId: string) => `quiz-editing/${quizId}`;
