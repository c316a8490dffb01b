import type { Kysely } from 'kysely';
import { TOGETHER_MAX_MEMBERS } from '../../domain/together/rules.ts';
import type { TogetherView } from '../../domain/together/views.ts';
import type { TogetherTables } from './table.ts';

export const togetherTopic = (togetherId: string) => `together/${togetherId}`;

/** The group as every member's screen shows it; null when there is no such group. */
export async function readTogetherView(
  db: Kysely<unknown>,
  togetherId: string,
): Promise<TogetherView | null> {
  const typed = db as Kysely<TogetherTables>;
  const group = await typed
    .selectFrom('rm_together')
    .selectAll()
    .where('together_id', '=', togetherId)
    .executeTakeFirst();
  if (!group) return null;
  const members = await typed
    .selectFrom('rm_together_members')
    .selectAll()
    .where('together_id', '=', togetherId)
    .orderBy('seq')
    .execute();
  return {
    togetherId: group.together_id,
    quizCode: group.quiz_code,
    quizTitle: group.quiz_title,
    ...(group.look ? { look: group.look } : {}),
    phase: group.phase,
    maxMembers: TOGETHER_MAX_MEMBERS,
    members: members.map((m) => ({
      memberId: m.member_id,
      name: m.name,
      question: m.question,
      total: m.total,
      score: m.score,
      finished: m.finished_at !== null,
      finishedAt: m.finished_at?.toISOString() ?? null,
    })),
    version: group.version,
  };
}
