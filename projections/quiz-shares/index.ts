export { quizSharesProjection } from './projection.ts';
export {
  quizzesSharedWith,
  type SharedWithMeRow,
  type ShareRow,
  sharedRightsOf,
  shareLinkOf,
  sharesOfQuiz,
} from './queries.ts';
