import { decide, type QuizCommand } from '../../domain/quiz/decide.ts';
import { evolve, initialState, type QuizEvent, type QuizState } from '../../domain/quiz/events.ts';
import type { Decider } from '../handle-command.ts';

export const quizDecider: Decider<QuizCommand, QuizEvent, QuizState> = { initialState, evolve, decide };
