/**
 * A group holds at most this many friends: enough for a class table or a family, few enough that every
 * member's progress fits on a phone beside the question (the spec gives no number; issue 13 point 4).
 */
export const TOGETHER_MAX_MEMBERS = 20;
