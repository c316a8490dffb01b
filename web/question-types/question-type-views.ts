import type { ComponentType } from 'react';
import type { QuestionProblem } from '../../domain/question-types/common.ts';
import type { PlayerAnswer } from '../../domain/question-types/player-answer.ts';
import type {
  QuestionOf,
  QuestionTypeName,
  ScreenOf,
  SummaryOf,
} from '../../domain/question-types/registry.ts';

/*
 * The browser's half of a question type (DESIGN §1): the views the editor,
 * the live screens, the replay and the report render a question through.
 * The generic screens draw the frame (title, timer, counters, buttons to move
 * on); a type's views draw what is its own.
 */

export interface EditorPanelProps<K extends QuestionTypeName> {
  question: QuestionOf<K>;
  onChange: (next: QuestionOf<K>) => void;
  /** What the rule found wrong with the question, to show beside the field it concerns. */
  problem: QuestionProblem | null;
  /** Fresh ids for new answers (crypto.randomUUID in the browser). */
  newId: () => string;
  /** Prefix for element ids, unique per question card. */
  idPrefix: string;
}

/** The quizmaster's screen while the question is open (a projector at the back of a classroom). */
export interface HostQuestionProps<K extends QuestionTypeName> {
  screen: ScreenOf<K>;
  /** Seconds since the question appeared and the question's time, for views that move with the clock. */
  elapsedMs: number;
  durationMs: number | null;
}

/** A player's phone while the question is open. */
export interface PhoneAnswerProps<K extends QuestionTypeName> {
  screen: ScreenOf<K>;
  /** Reading time, or the answer already sent: the view shows but takes no input. */
  locked: boolean;
  /** This player's answer: one the game refused, back to be corrected; null for a fresh start. */
  given: PlayerAnswer | null;
  submit: (answer: PlayerAnswer) => void;
  /** The player turned their phone's sound off: a view with its own sound (a song) stays silent. */
  muted?: boolean;
}

/** After the close: on the quizmaster's screen, in the replay and in the report. */
export interface ResultProps<K extends QuestionTypeName> {
  screen: ScreenOf<K>;
  summary: SummaryOf<K>;
  answered: number;
  players: number;
  /** The quizmaster's result display options: the players' answers (a chart), and ticks on the correct ones. */
  showAnswers?: boolean;
  showMarks?: boolean;
}

/** A player's own answer, shown on their phone once sent ("Your answer: ..."). */
export interface GivenAnswerProps<K extends QuestionTypeName> {
  screen: ScreenOf<K>;
  answer: PlayerAnswer;
}

export interface QuestionTypeViews<K extends QuestionTypeName> {
  /** i18n key of the type's name (editor's type picker, report). */
  labelKey: `question_types.${K}`;
  /**
   * The question's picture is the type's own business (a picture question: hotspot, puzzle...): its editor
   * asks for it and its views draw it. Otherwise the editor card offers an optional picture and the
   * screens' frame shows it above the type's views.
   */
  ownPicture?: true;
  Editor: ComponentType<EditorPanelProps<K>>;
  HostQuestion: ComponentType<HostQuestionProps<K>>;
  PhoneAnswer: ComponentType<PhoneAnswerProps<K>>;
  GivenAnswer: ComponentType<GivenAnswerProps<K>>;
  Result: ComponentType<ResultProps<K>>;
  /** A player's answer in words, for the report's table and the replay. */
  answerText: (screen: ScreenOf<K>, answer: PlayerAnswer) => string;
  /** The right answer in words, for a phone told its answer was wrong; null when there is none to tell. */
  correctText: (screen: ScreenOf<K>, summary: SummaryOf<K>) => string | null;
}
