import Type from 'typebox';
import type { TogetherView } from '../../domain/together/views.ts';

/*
 * Play together (spec §2 `/play/{id}/together`, where {id} is the group's id): a group of friends
 * gathers in a lobby, one of them starts it, and each then plays the quiz at their own pace. A member
 * proves who they are with the member token from the create or join reply, sent as `x-together-token`
 * (kept in the browser, so a reload keeps their place).
 */

export const TOGETHER_TOKEN_HEADER = 'x-together-token';

export const CreateTogetherBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 32, description: 'The quiz code' }),
    name: Type.String({ maxLength: 200, description: "The creator's name in the group" }),
  },
  { additionalProperties: false },
);
export type CreateTogetherBody = Type.Static<typeof CreateTogetherBody>;

export const JoinTogetherBody = Type.Object(
  { name: Type.String({ maxLength: 200, description: 'The name shown to the other members' }) },
  { additionalProperties: false },
);
export type JoinTogetherBody = Type.Static<typeof JoinTogetherBody>;

export const TogetherIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Who the caller is in the group; the token is what a guest keeps to stay that member. */
export const MembershipReply = Type.Object({
  together_id: Type.String(),
  member_id: Type.String(),
  member_token: Type.String(),
  name: Type.String(),
});
export type MembershipReply = Type.Static<typeof MembershipReply>;

/** The member's own play once the group has started (null before), to play it on the play page. */
export const MyTogetherReply = Type.Object({
  together_id: Type.String(),
  member_id: Type.String(),
  member_token: Type.String(),
  name: Type.String(),
  quiz_code: Type.String(),
  play: Type.Union([Type.Object({ play_id: Type.String(), play_token: Type.String() }), Type.Null()]),
});
export type MyTogetherReply = Type.Static<typeof MyTogetherReply>;

/** The group as every member sees it (domain/together/views.ts), also streamed on `together/<id>`. */
export const TogetherViewSchema = Type.Unsafe<TogetherView>(
  Type.Object({ togetherId: Type.String() }, { additionalProperties: true }),
);
