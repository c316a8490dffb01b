import Type, { type TSchema } from 'typebox';

/** Every success reply is `{ data: … }` (DESIGN §5). */
export const DataReply = <T extends TSchema>(data: T) => Type.Object({ data });

/** Every failure is `{ error: { code, message } }`; `code` is an i18n key under `errors.`. */
export const ErrorReply = Type.Object({
  error: Type.Object({
    code: Type.String({ description: 'i18n key under errors.' }),
    message: Type.String({ description: 'English text, for logs and API users' }),
    details: Type.Optional(Type.Unknown()),
  }),
});
export type ErrorReply = Type.Static<typeof ErrorReply>;
