import Type from 'typebox';
import type { ErrorCode } from '../shared/error-codes.ts';
import { type BasicQuestion, type BasicScreen, type BasicSummary, basicType } from './basic/index.ts';
import type { Checked } from './common.ts';
import {
  type HotspotQuestion,
  type HotspotScreen,
  type HotspotSummary,
  hotspotType,
} from './hotspot/index.ts';
import {
  type RevealImageQuestion,
  type RevealImageScreen,
  type RevealImageSummary,
  revealImageType,
  type ScaleImageQuestion,
  type ScaleImageScreen,
  type ScaleImageSummary,
  scaleImageType,
} from './image-choice/index.ts';
import { type MusicQuestion, type MusicScreen, type MusicSummary, musicType } from './music/index.ts';
import type { PlayerAnswer } from './player-answer.ts';
import { type PuzzleQuestion, type PuzzleScreen, type PuzzleSummary, puzzleType } from './puzzle/index.ts';
import type { AnswerTiming, NewQuestionDeps, QuestionTypeModule, Verdict } from './question-type.ts';
import {
  type ScrambleQuestion,
  type ScrambleScreen,
  type ScrambleSummary,
  scrambleType,
} from './scramble/index.ts';
import { type Slide, type SlideScreen, type SlideSummary, slideType } from './slide/index.ts';
import { type SliderQuestion, type SliderScreen, type SliderSummary, sliderType } from './slider/index.ts';
import {
  type SortingListQuestion,
  type SortingListScreen,
  type SortingListSummary,
  sortingListType,
} from './sorting-list/index.ts';
import {
  type TypingQuestion,
  type TypingScreen,
  type TypingSummary,
  typingType,
} from './typing-question/index.ts';
import {
  type WordCloudQuestion,
  type WordCloudScreen,
  type WordCloudSummary,
  wordCloudType,
} from './word-cloud/index.ts';

/*
 * Every question type, by its spec `question_type`. Adding a type is one folder
 * here, one in web/question-types, and one line in each registry: the maps
 * below are typed over the whole union, so a type without its module (or its
 * web views) does not compile.
 *
 * Each type lists its authored shape, the screen shape and the summary shape
 * once, in `Shapes`; the unions the rest of the code uses are read off it.
 */
interface Shapes {
  basic: { question: BasicQuestion; screen: BasicScreen; summary: BasicSummary };
  slider: { question: SliderQuestion; screen: SliderScreen; summary: SliderSummary };
  hotspot: { question: HotspotQuestion; screen: HotspotScreen; summary: HotspotSummary };
  slide: { question: Slide; screen: SlideScreen; summary: SlideSummary };
  music: { question: MusicQuestion; screen: MusicScreen; summary: MusicSummary };
  sorting_list: { question: SortingListQuestion; screen: SortingListScreen; summary: SortingListSummary };
  puzzle: { question: PuzzleQuestion; screen: PuzzleScreen; summary: PuzzleSummary };
  scale_image: { question: ScaleImageQuestion; screen: ScaleImageScreen; summary: ScaleImageSummary };
  reveal_image: { question: RevealImageQuestion; screen: RevealImageScreen; summary: RevealImageSummary };
  typing_question: { question: TypingQuestion; screen: TypingScreen; summary: TypingSummary };
  scramble: { question: ScrambleQuestion; screen: ScrambleScreen; summary: ScrambleSummary };
  word_cloud: { question: WordCloudQuestion; screen: WordCloudScreen; summary: WordCloudSummary };
}

export type QuestionTypeName = keyof Shapes;
export type QuestionOf<K extends QuestionTypeName> = Shapes[K]['question'];
export type ScreenOf<K extends QuestionTypeName> = Shapes[K]['screen'];
export type SummaryOf<K extends QuestionTypeName> = Shapes[K]['summary'];

/** Any question, as authored (spec field names): in the quiz's events, the API, the editor and the game. */
export type QuizQuestion = { [K in QuestionTypeName]: QuestionOf<K> }[QuestionTypeName];
/** Any question as players see it while it is open: no answer key. */
export type QuestionScreen = { [K in QuestionTypeName]: ScreenOf<K> }[QuestionTypeName];
/** Any question's result after the close. */
export type QuestionSummary = { [K in QuestionTypeName]: SummaryOf<K> }[QuestionTypeName];

// biome-ignore lint/suspicious/noExplicitAny: the answer type differs per module; the registry's callers narrow it by answerKind.
type ModuleOf<K extends QuestionTypeName> = QuestionTypeModule<QuestionOf<K>, any, ScreenOf<K>, SummaryOf<K>>;

export const QUESTION_TYPES: { readonly [K in QuestionTypeName]: ModuleOf<K> } = {
  basic: basicType,
  slider: sliderType,
  hotspot: hotspotType,
  slide: slideType,
  music: musicType,
  sorting_list: sortingListType,
  puzzle: puzzleType,
  scale_image: scaleImageType,
  reveal_image: revealImageType,
  typing_question: typingType,
  scramble: scrambleType,
  word_cloud: wordCloudType,
};

export const QUESTION_TYPE_NAMES = Object.keys(QUESTION_TYPES) as QuestionTypeName[];

export const isQuestionType = (value: string): value is QuestionTypeName =>
  Object.hasOwn(QUESTION_TYPES, value);

/** The module of a question; typed loosely on purpose, as callers hold a question of any type. */
export function moduleOf(
  question: QuizQuestion,
): QuestionTypeModule<QuizQuestion, PlayerAnswer, QuestionScreen, QuestionSummary> {
  return QUESTION_TYPES[question.question_type] as unknown as QuestionTypeModule<
    QuizQuestion,
    PlayerAnswer,
    QuestionScreen,
    QuestionSummary
  >;
}

/**
 * Whether answers to a question (or its screen) are right or wrong at all: a poll, a word cloud or a
 * slide are not, so reports and replays show no points or ticks for them.
 */
export function isScoredQuestion(question: QuizQuestion | QuestionScreen): boolean {
  if (question.question_type === 'basic' && question.kind === 'poll') return false;
  return QUESTION_TYPES[question.question_type].scored;
}

/** Spec §5 for a question of any type. */
export const checkQuestion = (question: QuizQuestion): Checked<QuizQuestion> =>
  moduleOf(question).check(question);

export const publicView = (question: QuizQuestion): QuestionScreen => moduleOf(question).publicView(question);

/** What the quizmaster's screen shows while the question is open (the players' view unless the type says otherwise). */
export function hostView(question: QuizQuestion): QuestionScreen {
  const module = moduleOf(question);
  return module.hostView ? module.hostView(question) : module.publicView(question);
}

/** The answer as the game keeps it, or why it is not a possible answer to this question (wrong kind, unknown ids, out of range). */
export function readAnswer(
  question: QuizQuestion,
  answer: PlayerAnswer,
): PlayerAnswer | { problem: ErrorCode } {
  const module = moduleOf(question);
  if (module.answerKind === null || module.answerKind !== answer.kind) return { problem: 'answer_invalid' };
  return module.readAnswer(question, answer);
}

export const scoreAnswer = (question: QuizQuestion, answer: PlayerAnswer, timing: AnswerTiming): Verdict =>
  moduleOf(question).score(question, answer, timing);

export const summarize = (question: QuizQuestion, answers: readonly PlayerAnswer[], showCorrect: boolean) =>
  moduleOf(question).summarize(question, answers, showCorrect);

/** A new question of `type` with its defaults. */
export const createQuestion = (type: QuestionTypeName, deps: NewQuestionDeps): QuizQuestion =>
  QUESTION_TYPES[type].create(deps);

/** Spec §4: switching a question's type keeps what fits (the target type's rule). */
export function changeQuestionType(
  question: QuizQuestion,
  type: QuestionTypeName,
  deps: NewQuestionDeps,
): QuizQuestion {
  const target = QUESTION_TYPES[type];
  if (question.question_type === type) return question;
  return target.convert(question, deps);
}

/**
 * The authored shape of any type, for the HTTP contract: a union discriminated by `question_type`, typed
 * as QuizQuestion (each module's schema is the source of its own type).
 */
export const QuizQuestionSchema = Type.Unsafe<QuizQuestion>(
  Type.Union(QUESTION_TYPE_NAMES.map((name) => QUESTION_TYPES[name].schema)),
);
