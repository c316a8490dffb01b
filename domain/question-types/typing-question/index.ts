export {
  addAcceptedAnswer,
  newAcceptedAnswer,
  newTypingQuestion,
  withAcceptedPercentage,
  withCompletelyCorrect,
} from './editing.ts';
export { typingType } from './module.ts';
export * from './schema.ts';
export { scoreTyping } from './scoring.ts';
export { similarity, tolerance } from './similarity.ts';
