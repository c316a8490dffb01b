import Type from 'typebox';
import { LIBRARY_DESCRIPTION_MAX } from '../../domain/library/rules.ts';
import { PICTURE_PATH_MAX } from '../../domain/shared/picture.ts';
import { PlayerAnswerSchema } from './player-answer.ts';
import { PlayViewSchema } from './plays.ts';

/*
 * The school library (spec §1, §5 "share to school", §6, §7 removeQuizFromLibrary). Field names follow
 * the spec's quiz fields (class_subject, class_grade, show_school_country_list). Bodies refuse unknown
 * fields.
 */

const Level = Type.Union([Type.Literal('easy'), Type.Literal('normal'), Type.Literal('hard')]);

/** Spec §5 "share to school": level, age, subject, grade, description, image. */
export const LibraryListingBody = Type.Object(
  {
    quiz_id: Type.String({ format: 'uuid' }),
    level: Level,
    age: Type.Tuple([Type.Integer(), Type.Integer()]),
    subject_id: Type.String({ format: 'uuid' }),
    class_grade: Type.Array(Type.Integer(), { maxItems: 12 }),
    description: Type.String({ maxLength: LIBRARY_DESCRIPTION_MAX * 4 }),
    image: Type.String({ maxLength: PICTURE_PATH_MAX }),
    show_school_country_list: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type LibraryListingBody = Type.Static<typeof LibraryListingBody>;

export const RemoveFromLibraryBody = Type.Object(
  { quiz_id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const LibraryEntry = Type.Object({
  quiz_id: Type.String(),
  school_id: Type.String(),
  owner_id: Type.String(),
  owner_name: Type.String(),
  title: Type.String(),
  level: Level,
  age: Type.Tuple([Type.Integer(), Type.Integer()]),
  subject_id: Type.String(),
  class_subject: Type.String(),
  class_grade: Type.Array(Type.Integer()),
  description: Type.String(),
  image: Type.String(),
  question_count: Type.Integer(),
  show_school_country_list: Type.Boolean(),
  listed_at: Type.String(),
});
export type LibraryEntry = Type.Static<typeof LibraryEntry>;

export const LibraryQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    subject: Type.Optional(Type.String({ format: 'uuid' })),
    /** Query strings are not coerced: whole numbers as text. */
    grade: Type.Optional(Type.String({ pattern: '^([1-9]|1[0-2])$' })),
    level: Type.Optional(Level),
    scope: Type.Optional(Type.Union([Type.Literal('school'), Type.Literal('country')])),
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
    page_size: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
  },
  { additionalProperties: false },
);
export type LibraryQuery = Type.Static<typeof LibraryQuery>;

export const LibraryPage = Type.Object({
  entries: Type.Array(LibraryEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  /** Whether the reader may copy library quizzes to their own (spec §6: plus roles). */
  may_copy: Type.Boolean(),
  /** Whether the reader administers the school (may take any entry out). */
  may_manage: Type.Boolean(),
});
export type LibraryPage = Type.Static<typeof LibraryPage>;

export const LibraryQuizParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  quizId: Type.String({ format: 'uuid' }),
});

/** A quiz's place in a library, for its owner's share form; null when it is in none. */
export const MyLibraryEntry = Type.Union([LibraryEntry, Type.Null()]);

/**
 * A step of a library preview, decided on the server from the answers given so far (nothing is
 * recorded): `reveal` shows the last answer's outcome; otherwise the next question (or the end).
 */
export const LibraryPreviewBody = Type.Object(
  {
    answers: Type.Array(Type.Union([PlayerAnswerSchema, Type.Null()]), { maxItems: 200 }),
    reveal: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type LibraryPreviewBody = Type.Static<typeof LibraryPreviewBody>;

export const LibraryPreviewReply = Type.Object({ play: PlayViewSchema, server_now: Type.String() });

export const LibraryCopyBody = Type.Object(
  { captcha_response: Type.String({ maxLength: 4096 }) },
  { additionalProperties: false },
);
