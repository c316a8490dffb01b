import type { QuizLook } from '../../domain/quiz/look.ts';

/** `rm_together` (migrations 0018 and 0036): one row per play-together group. */
export interface TogetherTable {
  together_id: string;
  quiz_id: string;
  quiz_code: string;
  quiz_title: string;
  phase: 'gathering' | 'started';
  /** The quiz's look when the group opened; null for groups from before it was recorded. */
  look: QuizLook | null;
  /** The group stream's version this row reflects (replays at or below it change nothing). */
  stream_version: number;
  /** Counts every change of the group's view, its members' progress included (the socket keeps the newest). */
  version: number;
}

/** `rm_together_members`: each member, and once started, their progress through their own play. */
export interface TogetherMembersTable {
  member_id: string;
  together_id: string;
  /** The join event's stream version: members are listed in the order they came. */
  seq: number;
  user_id: string | null;
  name: string;
  play_id: string | null;
  question: number;
  total: number;
  score: number;
  finished_at: Date | null;
  /** The play stream's version this row reflects. */
  play_version: number;
}

export interface TogetherTables {
  rm_together: TogetherTable;
  rm_together_members: TogetherMembersTable;
}
