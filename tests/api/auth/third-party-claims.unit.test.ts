import { describe, expect, it } from 'vitest';
import { identityFromClaims, roleForAffiliation } from '../../../api/auth/oidc/claims.ts';
import { readOidcSettings } from '../../../api/auth/oidc/settings.ts';

const FEIDE = 'https://n.feide.no/claims/';

describe('Google claims', () => {
  it('takes sub as the provider id and needs a verified address', () => {
    expect(
      identityFromClaims('google', {
        sub: '1234567890',
        email: ' Grace@Example.COM ',
        email_verified: true,
        name: 'Grace Hopper',
      }),
    ).toEqual({
      provider: 'google',
      providerId: '1234567890',
      email: 'grace@example.com',
      name: 'Grace Hopper',
      role: 'user',
      schoolId: null,
    });
    expect(identityFromClaims('google', { sub: '1', email: 'a@example.com', email_verified: false })).toEqual(
      {
        problem: 'third_party_email_unverified',
      },
    );
    expect(identityFromClaims('google', { sub: '1', email_verified: true })).toEqual({
      problem: 'third_party_email_missing',
    });
  });

  it('falls back to given and family name, then to the address, when the name is too short', () => {
    const base = { sub: '1', email: 'bo@example.com', email_verified: true };
    expect(
      identityFromClaims('google', { ...base, name: 'Bo', given_name: 'Bo', family_name: 'Li' }),
    ).toMatchObject({
      name: 'Bo Li',
    });
    expect(identityFromClaims('google', { ...base, name: 'Bo' })).toMatchObject({ name: 'bo@example.com' });
  });
});

describe('Feide claims', () => {
  const pupil = {
    sub: 'pairwise-sub',
    email: 'kari@skole.no',
    name: 'Kari Nordmann',
    [`${FEIDE}eduPersonPrincipalName`]: 'Kari@Skole.NO',
    eduPersonAffiliation: ['member', 'student'],
    schacHomeOrganization: 'skole.no',
  };

  it('keeps the Feide user id, maps affiliation to a role and the organisation to the school', () => {
    expect(identityFromClaims('feide', pupil)).toEqual({
      provider: 'feide',
      providerId: 'kari@skole.no',
      email: 'kari@skole.no',
      name: 'Kari Nordmann',
      role: 'student',
      schoolId: 'fc:org:skole.no',
    });
  });

  it('reads the Feide id from userid_sec and the school from the id’s realm when nothing else says', () => {
    const { [`${FEIDE}eduPersonPrincipalName`]: _, schacHomeOrganization: __, ...rest } = pupil;
    expect(
      identityFromClaims('feide', { ...rest, userid_sec: ['nin:123', 'feide:ola@vgs.no'] }),
    ).toMatchObject({
      providerId: 'ola@vgs.no',
      schoolId: 'fc:org:vgs.no',
    });
    expect(identityFromClaims('feide', rest)).toEqual({ problem: 'third_party_feide_id_missing' });
  });

  it('accepts the organisation as a Feide group id and the namespaced attribute names', () => {
    expect(
      identityFromClaims('feide', {
        ...pupil,
        schacHomeOrganization: undefined,
        org: 'fc:org:Oslo.kommune.no',
        eduPersonAffiliation: undefined,
        [`${FEIDE}eduPersonAffiliation`]: ['faculty'],
      }),
    ).toMatchObject({ role: 'teacher', schoolId: 'fc:org:oslo.kommune.no' });
  });

  it('needs an e-mail address', () => {
    expect(identityFromClaims('feide', { ...pupil, email: undefined })).toEqual({
      problem: 'third_party_email_missing',
    });
  });
});

describe('Feide affiliation to role', () => {
  it.each([
    [['student'], null, 'student'],
    [['member', 'faculty', 'employee'], null, 'teacher'],
    [['employee'], null, 'teacher'],
    [['staff'], null, 'teacher'],
    [['student', 'employee'], null, 'student'],
    [['student', 'faculty'], null, 'teacher'],
    [['student', 'employee'], 'employee', 'teacher'],
    [['faculty', 'student'], 'student', 'student'],
    [['member'], null, 'user'],
    [[], null, 'user'],
  ] as const)('%j (primary %s) is %s', (affiliations, primary, role) => {
    expect(roleForAffiliation(affiliations, primary)).toBe(role);
  });
});

describe('provider settings from the environment', () => {
  it('offers a provider only when its client id and secret are set, with sensible defaults', () => {
    expect(readOidcSettings({})).toEqual({});
    expect(readOidcSettings({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'secret',
        scope: 'openid email profile',
        extraUserinfoUrl: null,
      },
    });
    expect(
      readOidcSettings({
        FEIDE_CLIENT_ID: 'f',
        FEIDE_CLIENT_SECRET: 's',
        FEIDE_OIDC_ISSUER: 'http://127.0.0.1:4000',
        FEIDE_SCOPES: 'openid userid-feide',
      }).feide,
    ).toEqual({
      issuer: 'http://127.0.0.1:4000',
      clientId: 'f',
      clientSecret: 's',
      scope: 'openid userid-feide',
      extraUserinfoUrl: null,
    });
    // Feide's extended userinfo goes with Feide's own issuer.
    expect(readOidcSettings({ FEIDE_CLIENT_ID: 'f', FEIDE_CLIENT_SECRET: 's' }).feide).toMatchObject({
      issuer: 'https://auth.dataporten.no',
      extraUserinfoUrl: 'https://api.dataporten.no/userinfo/v1/userinfo',
    });
  });

  it('stops on half a configuration or an issuer that is not a URL', () => {
    expect(() => readOidcSettings({ FEIDE_CLIENT_ID: 'f' })).toThrow(/FEIDE_CLIENT_SECRET/);
    expect(() =>
      readOidcSettings({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', GOOGLE_OIDC_ISSUER: 'not a url' }),
    ).toThrow(/GOOGLE_OIDC_ISSUER/);
  });
});
