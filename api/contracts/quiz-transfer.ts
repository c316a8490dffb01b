import Type from 'typebox';
import type { KvissFile } from '../../domain/quiz-transfer/kviss-file.ts';

/*
 * Import and export of quizzes (issue 12 item 10): Kviss's own file and Kahoot!'s spreadsheet template.
 * The file's own shape is domain/quiz-transfer/kviss-file.ts.
 */

/** Large enough for a 200-question quiz with its pictures carried (kviss-media.ts), small enough to read in memory at once. */
export const IMPORT_FILE_MAX_BYTES = 32 * 1024 * 1024;

/** One problem of an imported file, where it is: the `details.problems` of `import_has_problems`. */
export const ImportProblemView = Type.Object({
  code: Type.String({ description: 'i18n key under errors.' }),
  row: Type.Optional(Type.Integer({ description: 'spreadsheet row, as the spreadsheet numbers it' })),
  question: Type.Optional(Type.Integer({ description: 'question number in a Kviss file, from 1' })),
  answer: Type.Optional(Type.Integer({ description: 'answer number, from 1' })),
  column: Type.Optional(Type.String({ description: 'spreadsheet column letter' })),
  max: Type.Optional(Type.Integer()),
});
export type ImportProblemView = Type.Static<typeof ImportProblemView>;

export const ImportedQuizReply = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  questions: Type.Integer({ description: 'how many questions the new quiz has' }),
});
export type ImportedQuizReply = Type.Static<typeof ImportedQuizReply>;

/**
 * `reply=data`: the file inside a `{ data: { file_name, file } }` reply, for the web app's API client;
 * without it the reply is the file itself, as a download (Content-Disposition).
 */
export const ExportQuery = Type.Object(
  { reply: Type.Optional(Type.Literal('data')) },
  { additionalProperties: false },
);

export const ExportedFileReply = Type.Object({
  file_name: Type.String(),
  /**
   * Typed, not described: the web app saves it as the download would be, so it must arrive whole, and
   * Fastify's serialiser would drop whatever a schema of it forgot to name.
   */
  file: Type.Unsafe<KvissFile>({
    description: "The quiz as Kviss's own file (domain/quiz-transfer/kviss-file.ts)",
  }),
});
export type ExportedFileReply = Type.Static<typeof ExportedFileReply>;
