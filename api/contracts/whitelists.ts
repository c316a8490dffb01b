import Type from 'typebox';
import { WHITELIST_NAMES_MAX } from '../../domain/whitelist/rules.ts';

/*
 * Whitelists (spec §3, §7): a title and the player names a restricted game or assignment lets in.
 * Lengths here only bound the request; the rules (domain/whitelist/rules.ts) give each mistake its own
 * translated message, naming the name at fault.
 */

export const WhitelistBody = Type.Object(
  {
    title: Type.String({ maxLength: 400 }),
    names: Type.Array(Type.String({ maxLength: 200 }), { maxItems: WHITELIST_NAMES_MAX * 2 }),
  },
  { additionalProperties: false },
);
export type WhitelistBody = Type.Static<typeof WhitelistBody>;

export const WhitelistIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const WhitelistQuery = Type.Object(
  { search: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

export const WhitelistSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  total: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  cloned_from: Type.Union([Type.String(), Type.Null()]),
});
export type WhitelistSummary = Type.Static<typeof WhitelistSummary>;

/** A list a teacher may restrict a game by: their own (no school) or one of a school they teach at. */
export const UsableWhitelist = Type.Object({
  ...WhitelistSummary.properties,
  school_id: Type.Union([Type.String(), Type.Null()]),
  school_name: Type.Union([Type.String(), Type.Null()]),
});
export type UsableWhitelist = Type.Static<typeof UsableWhitelist>;

export const SchoolWhitelistParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const WhitelistView = Type.Object({
  ...WhitelistSummary.properties,
  names: Type.Array(Type.String()),
});
export type WhitelistView = Type.Static<typeof WhitelistView>;

/**
 * Who may join a game or start an assignment (spec §6): the names of one of the creator's lists, or
 * only people signed in with Feide. Frozen when the game opens or the assignment is set.
 */
export const AdmissionBody = Type.Union([
  Type.Object(
    { kind: Type.Literal('whitelist'), whitelist_id: Type.String({ format: 'uuid' }) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('feide') }, { additionalProperties: false }),
]);
export type AdmissionBody = Type.Static<typeof AdmissionBody>;
