import Type from 'typebox';
import { QuizView } from './quizzes.ts';

/*
 * Sharing a quiz (spec §3 Share setting, §7 updateShareSetting and copyToMyQuiz). Rights use the spec's
 * names; bodies refuse fields they do not know.
 */

export const ShareRightsFields = {
  can_read: Type.Boolean({ description: 'open it read-only (no answer key), host and play it' }),
  can_edit: Type.Boolean({ description: 'edit it like its owner (brings can_read)' }),
  can_access_report: Type.Boolean({ description: 'read the reports of its games and plays' }),
};

export const ShareRightsBody = Type.Object(ShareRightsFields, { additionalProperties: false });
export type ShareRightsBody = Type.Static<typeof ShareRightsBody>;

export const ShareQuizBody = Type.Object(
  { email: Type.String({ maxLength: 320 }), ...ShareRightsFields },
  { additionalProperties: false },
);
export type ShareQuizBody = Type.Static<typeof ShareQuizBody>;

export const ShareView = Type.Object({
  share_id: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('pending')], {
    description: 'pending: nobody has confirmed this address yet; the share applies once someone does',
  }),
  ...ShareRightsFields,
});
export type ShareView = Type.Static<typeof ShareView>;

export const ShareLinkView = Type.Object({
  token: Type.String(),
  /** The page to send: `/set/{id}/share/{token}`. */
  path: Type.String(),
});

/** What the owner sees and manages: the people, and the link. */
export const QuizSharingView = Type.Object({
  quiz_id: Type.String(),
  title: Type.String(),
  shares: Type.Array(ShareView),
  link: Type.Union([ShareLinkView, Type.Null()]),
});
export type QuizSharingView = Type.Static<typeof QuizSharingView>;

export const ShareParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  shareId: Type.String({ format: 'uuid' }),
});

export const SharedWithMeItem = Type.Object({
  quiz_id: Type.String(),
  code: Type.String(),
  title: Type.String(),
  status: Type.Boolean(),
  question_count: Type.Integer(),
  updated_at: Type.String(),
  owner_name: Type.Union([Type.String(), Type.Null()]),
  ...ShareRightsFields,
});
export type SharedWithMeItem = Type.Static<typeof SharedWithMeItem>;

export const ShareLinkParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  token: Type.String({ maxLength: 128 }),
});

/** A quiz opened by its share link: never its answer key. */
export const SharedQuizPreview = Type.Object({
  quiz: Type.Object({ ...QuizView.properties }),
  owner_name: Type.Union([Type.String(), Type.Null()]),
});
export type SharedQuizPreview = Type.Static<typeof SharedQuizPreview>;

export const CopyQuizBody = Type.Object(
  {
    captcha_response: Type.String({ maxLength: 4096 }),
    /** The share link's token, when the copy is made from a share link. */
    share_token: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type CopyQuizBody = Type.Static<typeof CopyQuizBody>;
