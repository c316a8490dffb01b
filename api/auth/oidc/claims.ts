import type { ThirdPartyIdentity } from '../../../commands/accounts/third-party-register.ts';
import { checkEmail, checkName, NAME_MAX_LENGTH, type Role } from '../../../domain/user/rules.ts';
import type { ThirdPartyProvider } from './settings.ts';

export type IdentityProblem =
  | 'third_party_email_missing'
  | 'third_party_email_unverified'
  | 'third_party_feide_id_missing';

type Claims = Readonly<Record<string, unknown>>;

// Feide publishes its attributes both under their LDAP names and as namespaced claims.
const FEIDE_CLAIMS = 'https://n.feide.no/claims/';

/** The identity in the provider's claims (ID token and userinfo together), or what is missing from them. */
export function identityFromClaims(
  provider: ThirdPartyProvider,
  claims: Claims,
): ThirdPartyIdentity | { problem: IdentityProblem } {
  return provider === 'google' ? googleIdentity(claims) : feideIdentity(claims);
}

function googleIdentity(claims: Claims): ThirdPartyIdentity | { problem: IdentityProblem } {
  const email = emailOf(claims);
  if (!email) return { problem: 'third_party_email_missing' };
  // An unverified address would let anyone claim someone else's e-mail here.
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    return { problem: 'third_party_email_unverified' };
  }
  return {
    provider: 'google',
    providerId: String(claims.sub),
    email,
    name: displayName(claims, email),
    role: 'user',
    schoolId: null,
  };
}

function feideIdentity(claims: Claims): ThirdPartyIdentity | { problem: IdentityProblem } {
  const feideId = feideUserId(claims);
  if (!feideId) return { problem: 'third_party_feide_id_missing' };
  // Feide's addresses come from the school's own directory, so they count as confirmed.
  const email = emailOf(claims);
  if (!email) return { problem: 'third_party_email_missing' };
  return {
    provider: 'feide',
    providerId: feideId,
    email,
    name: displayName(claims, email),
    role: roleForAffiliation(feideList(claims, 'eduPersonAffiliation', 'affiliation'), feidePrimary(claims)),
    schoolId: feideOrganisation(claims, feideId),
  };
}

/** `eduPersonPrincipalName`, else the `feide:` entry of `userid_sec`; lower-cased, as Feide ids are. */
export function feideUserId(claims: Claims): string | null {
  const principal =
    text(claims[`${FEIDE_CLAIMS}eduPersonPrincipalName`]) ?? text(claims.eduPersonPrincipalName);
  if (principal) return principal.toLowerCase();
  for (const entry of [...list(claims[`${FEIDE_CLAIMS}userid_sec`]), ...list(claims.userid_sec)]) {
    if (entry.startsWith('feide:') && entry.length > 'feide:'.length)
      return entry.slice('feide:'.length).toLowerCase();
  }
  return null;
}

/**
 * Spec §6 roles from eduPersonAffiliation: pupils are students, teaching staff are teachers. A pupil
 * who also has a job at the school stays a student (becoming a teacher cannot be undone); the primary
 * affiliation, when Feide gives one, decides. Anyone else (member, affiliate) is an ordinary user.
 */
export function roleForAffiliation(affiliations: readonly string[], primary: string | null): Role {
  const teaching = (value: string) => value === 'faculty' || value === 'employee' || value === 'staff';
  if (primary === 'student') return 'student';
  if (primary && teaching(primary)) return 'teacher';
  if (affiliations.includes('faculty')) return 'teacher';
  if (affiliations.includes('student')) return 'student';
  if (affiliations.some(teaching)) return 'teacher';
  return 'user';
}

/**
 * The school: the organisation claim (`schacHomeOrganization`, or `org`, plain or as a Feide group id),
 * else the realm of the Feide user id; written as Feide's group id for an organisation, `fc:org:<realm>`.
 */
export function feideOrganisation(claims: Claims, feideId: string): string | null {
  const org =
    text(claims[`${FEIDE_CLAIMS}schacHomeOrganization`]) ??
    text(claims.schacHomeOrganization) ??
    text(claims.org) ??
    feideId.split('@')[1] ??
    null;
  if (!org) return null;
  const realm = org.toLowerCase().replace(/^fc:org:/, '');
  return realm ? `fc:org:${realm}` : null;
}

function feideList(claims: Claims, ...names: string[]): string[] {
  return names
    .flatMap((name) => [...list(claims[`${FEIDE_CLAIMS}${name}`]), ...list(claims[name])])
    .map(
      // Some directories scope the value (`student@skole.no`).
      (value) => value.toLowerCase().split('@')[0]!,
    );
}

function feidePrimary(claims: Claims): string | null {
  return feideList(claims, 'eduPersonPrimaryAffiliation')[0] ?? null;
}

function emailOf(claims: Claims): string | null {
  const raw = text(claims.email);
  if (!raw) return null;
  const checked = checkEmail(raw);
  return 'email' in checked ? checked.email : null;
}

/** The provider's name for the person when it passes the name rule, else the address (always long enough). */
function displayName(claims: Claims, email: string): string {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  const candidates = [text(claims.name), given && family ? `${given} ${family}` : null];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const checked = checkName([...candidate].slice(0, NAME_MAX_LENGTH).join(''));
    if ('name' in checked) return checked.name;
  }
  return [...email].slice(0, NAME_MAX_LENGTH).join('');
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function list(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];
}
