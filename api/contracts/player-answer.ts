import Type from 'typebox';
import { AnswerSchemaOfKind, type PlayerAnswer } from '../../domain/question-types/player-answer.ts';

/**
 * A player's answer on the socket and over HTTP: any of the kinds domain/question-types/player-answer.ts
 * declares. The union is built from that table, so its static type is the domain's own (derived from the
 * same schemas), not a second list.
 */
export const PlayerAnswerSchema = Type.Unsafe<PlayerAnswer>(Type.Union(Object.values(AnswerSchemaOfKind)));
