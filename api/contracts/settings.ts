import Type from 'typebox';

/** Front page setting (spec §3); `cookie_consent_setting` is the cookie notice text, null for the translated default. */
export const FrontPageSetting = Type.Object({
  background_color: Type.String(),
  background_image: Type.String(),
  background_type: Type.Union([Type.Literal('color'), Type.Literal('image')]),
  cookie_consent_setting: Type.Union([Type.String(), Type.Null()]),
});
export type FrontPageSetting = Type.Static<typeof FrontPageSetting>;

/** `GET /api/geo-country`: ISO 3166 alpha-2 code of the caller's country, null when unknown. */
export const GeoCountry = Type.Object({ code: Type.Union([Type.String(), Type.Null()]) });
export type GeoCountry = Type.Static<typeof GeoCountry>;

/**
 * `POST /api/logs`: an error the browser met, reported so it reaches the
 * server logs. Only these fields, each bounded: whatever else a client sends
 * is refused, not written into the log.
 */
export const CLIENT_LOG_MAX_BYTES = 64 * 1024;
export const ClientLogBody = Type.Object(
  {
    level: Type.Union([Type.Literal('error'), Type.Literal('warn')]),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    stack: Type.Optional(Type.String({ maxLength: 8000 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    userAgent: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type ClientLogBody = Type.Static<typeof ClientLogBody>;
