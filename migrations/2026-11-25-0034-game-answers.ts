import { type Kysely, sql } from 'kysely';

/**
 * A game's answers in a table of their own, one row per player and question, written once (issue 14):
 * a player's row no longer carries a document that grows with every answer and is rewritten each time,
 * so a hall of ten thousand answering is inserts, and a rebuild is mostly inserts. The answers already
 * reported move across as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_game_answers (
      game_id uuid not null,
      player_id text not null,
      question_index integer not null,
      answer jsonb not null,
      points integer not null,
      correct boolean not null,
      received_at timestamptz not null,
      primary key (game_id, player_id, question_index)
    )
  `.execute(db);
  await sql`
    insert into rm_game_answers (game_id, player_id, question_index, answer, points, correct, received_at)
    select p.game_id, p.player_id, a.key::integer, a.value->'answer', (a.value->>'points')::integer,
           (a.value->>'correct')::boolean, (a.value->>'receivedAt')::timestamptz
    from rm_game_players p, jsonb_each(p.answers) a
  `.execute(db);
  await sql`alter table rm_game_players drop column answers`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_game_players add column answers jsonb not null default '{}'::jsonb`.execute(db);
  await sql`
    update rm_game_players p set answers = a.answers
    from (
      select game_id, player_id,
             jsonb_object_agg(question_index::text, jsonb_build_object('answer', answer, 'points', points,
               'correct', correct,
               'receivedAt', to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) as answers
      from rm_game_answers group by game_id, player_id
    ) a
    where p.game_id = a.game_id and p.player_id = a.player_id
  `.execute(db);
  await sql`drop table rm_game_answers`.execute(db);
}
