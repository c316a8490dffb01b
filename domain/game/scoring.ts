/**
 * The version of the scoring rules. The game scores an answer once, when it
 * accepts it, and records the points in the answer event with this version,
 * so a replay or a rebuilt report always gives the numbers the players saw,
 * even after a rule changes. Each question type documents its rule in its
 * module (domain/question-types/<type>/scoring.ts); bump this when any of
 * them changes. Answers recorded before versions existed are upcast with
 * version 1 (answer-v1-upcaster.ts).
 */
export const SCORING_VERSION = 1;
