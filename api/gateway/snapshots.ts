import type { Kysely } from 'kysely';
import { readLeaderboardPublicView } from '../../projections/leaderboards/index.ts';
import { findQuizById, publicQuizView } from '../../projections/quizzes/index.ts';
import { readTogetherView } from '../../projections/together/index.ts';

/**
 * The current read-model value of a topic, sent when a client subscribes, so
 * it never has to fetch and subscribe separately (and miss a change between).
 */
export async function loadSnapshot(db: Kysely<unknown>, topic: string): Promise<unknown> {
  const [kind, id] = topic.split('/', 2);
  switch (kind) {
    case 'quiz': {
      // Sockets are not signed in: they get what anyone may see (editors read the answer key over HTTP).
      const view = await findQuizById(db as never, id!);
      return view ? publicQuizView(view) : null;
    }
    case 'together':
      // Anyone with the group's link sees its members and their progress, as its lobby does.
      return readTogetherView(db, id!);
    case 'leaderboard':
      // The public live page: what anyone with the link sees.
      return readLeaderboardPublicView(db, id!);
    default:
      return null;
  }
}
