/**
 * Third-party sign-in over OpenID Connect (spec §2, §4): which providers this installation offers and
 * how to reach them. A provider is offered only when its client id and secret are set.
 */
export const THIRD_PARTY_PROVIDERS = ['google', 'feide'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];

export function isThirdPartyProvider(value: unknown): value is ThirdPartyProvider {
  return typeof value === 'string' && (THIRD_PARTY_PROVIDERS as readonly string[]).includes(value);
}

export interface OidcClientSettings {
  /** Issuer identifier; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes asked for. */
  scope: string;
  /**
   * A further userinfo API read with the access token after the standard one, for attributes the
   * provider keeps there (Feide's extended userinfo holds affiliation and organisation); null for none.
   */
  extraUserinfoUrl: string | null;
}

export type OidcSettings = Partial<Record<ThirdPartyProvider, OidcClientSettings>>;

const DEFAULTS: Record<
  ThirdPartyProvider,
  { issuer: string; scope: string; extraUserinfoUrl: string | null }
> = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile', extraUserinfoUrl: null },
  // Feide releases the Feide user id under `userid-feide`; affiliation and organisation come from its
  // extended userinfo, with the scopes the client is granted in Feide's customer portal.
  feide: {
    issuer: 'https://auth.dataporten.no',
    scope: 'openid email profile userid-feide',
    extraUserinfoUrl: 'https://api.dataporten.no/userinfo/v1/userinfo',
  },
};

/**
 * `GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`, optionally `GOOGLE_OIDC_ISSUER`, `GOOGLE_SCOPES` and
 * `GOOGLE_EXTRA_USERINFO_URL`; the same with `FEIDE_`. The default extra userinfo goes with the default
 * issuer only. Half a configuration (an id without a secret) is a mistake worth stopping for.
 */
export function readOidcSettings(env: NodeJS.ProcessEnv): OidcSettings {
  const settings: OidcSettings = {};
  for (const provider of THIRD_PARTY_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`] || null;
    const clientSecret = env[`${prefix}_CLIENT_SECRET`] || null;
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    }
    const defaults = DEFAULTS[provider];
    const issuer = env[`${prefix}_OIDC_ISSUER`] || defaults.issuer;
    if (!URL.canParse(issuer)) throw new Error(`${prefix}_OIDC_ISSUER is not a URL: "${issuer}"`);
    const extraUserinfoUrl =
      env[`${prefix}_EXTRA_USERINFO_URL`] || (issuer === defaults.issuer ? defaults.extraUserinfoUrl : null);
    if (extraUserinfoUrl && !URL.canParse(extraUserinfoUrl)) {
      throw new Error(`${prefix}_EXTRA_USERINFO_URL is not a URL: "${extraUserinfoUrl}"`);
    }
    settings[provider] = {
      issuer,
      clientId,
      clientSecret,
      scope: env[`${prefix}_SCOPES`] || defaults.scope,
      extraUserinfoUrl,
    };
  }
  return settings;
}
