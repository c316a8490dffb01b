/**
 * IP → country, from the GeoLite2 country data that ships inside the
 * `geoip-country` npm package (updated there, no download at run time).
 * Loaded on first use: it costs ~25 MB, and only a first visit without a
 * language cookie needs it.
 */
type Lookup = (ip: string) => { country?: string } | null;

let loading: Promise<Lookup> | null = null;

function load(): Promise<Lookup> {
  loading ??= import('geoip-country').then((module) => {
    const geoip = (module.default ?? module) as { lookup: Lookup };
    return (ip) => geoip.lookup(ip);
  });
  return loading;
}

export async function lookupCountry(ip: string): Promise<string | null> {
  const lookup = await load();
  const country = lookup(ip.replace(/^::ffff:/, ''))?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}
