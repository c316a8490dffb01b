import * as client from 'openid-client';
import type { OidcClientSettings, OidcSettings, ThirdPartyProvider } from './settings.ts';

/** How long a call to a provider (discovery, token, userinfo) may take, in seconds. */
const PROVIDER_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The configured OpenID Connect providers. Each provider's metadata is discovered on first use and kept;
 * a failed discovery is forgotten, so the next sign-in tries again instead of the server having to restart.
 */
export class OidcProviders {
  readonly #settings: OidcSettings;
  readonly #configurations = new Map<ThirdPartyProvider, Promise<client.Configuration>>();

  constructor(settings: OidcSettings) {
    this.#settings = settings;
  }

  /** The providers offered, in a fixed order. */
  configured(): ThirdPartyProvider[] {
    return (Object.keys(this.#settings) as ThirdPartyProvider[]).sort();
  }

  settingsOf(provider: ThirdPartyProvider): OidcClientSettings | null {
    return this.#settings[provider] ?? null;
  }

  /** The provider's discovered client configuration; null when the provider is not configured. */
  configuration(provider: ThirdPartyProvider): Promise<client.Configuration> | null {
    const settings = this.#settings[provider];
    if (!settings) return null;
    let configuration = this.#configurations.get(provider);
    if (!configuration) {
      configuration = discover(settings);
      this.#configurations.set(provider, configuration);
      configuration.catch(() => this.#configurations.delete(provider));
    }
    return configuration;
  }
}

async function discover(settings: OidcClientSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain http only for a provider on this machine (development and tests); anything else must use TLS.
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
  const configuration = await client.discovery(
    issuer,
    settings.clientId,
    { client_secret: settings.clientSecret },
    client.ClientSecretBasic(settings.clientSecret),
    { execute: insecure ? [client.allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_SECONDS },
  );
  return configuration;
}
