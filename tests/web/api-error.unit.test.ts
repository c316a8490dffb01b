import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import no from '../../locales/no.json' with { type: 'json' };
import { ApiError, apiErrorFromBody, codeForStatus } from '../../web/http/api-error.ts';
import { clientLogBody } from '../../web/http/client-error-report.ts';
import { errorKey } from '../../web/i18n/translation-key.ts';

describe('apiErrorFromBody', () => {
  it('takes the code and message of an error reply', () => {
    const error = apiErrorFromBody({ error: { code: 'quiz_not_found', message: 'Quiz not found' } }, 404);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'quiz_not_found', status: 404, message: 'Quiz not found' });
  });

  it('is null for bodies of another shape', () => {
    for (const body of [
      undefined,
      null,
      'text',
      {},
      { error: 'x' },
      { error: { message: 'm' } },
      { error: { code: '' } },
    ]) {
      expect(apiErrorFromBody(body, 500)).toBeNull();
    }
  });
});

describe('codeForStatus', () => {
  it('names the statuses the error catalogue has texts for', () => {
    expect(codeForStatus(401)).toBe('session_expired');
    expect(codeForStatus(403)).toBe('no_permission');
    expect(codeForStatus(404)).toBe('not_found');
    expect(codeForStatus(408)).toBe('request_timeout');
    expect(codeForStatus(504)).toBe('request_timeout');
    expect(codeForStatus(409)).toBe('conflict');
    expect(codeForStatus(413)).toBe('payload_too_large');
    expect(codeForStatus(429)).toBe('too_many_requests');
    expect(codeForStatus(500)).toBe('something_went_wrong');
  });
});

describe('errorKey', () => {
  // The app loads only the visitor's language; the codes it knows are the ones those texts explain.
  beforeAll(async () => {
    await i18next.init({ lng: 'no', fallbackLng: false, resources: { no: { translation: no } } });
  });

  it('points at the text for a known code and at "something went wrong" otherwise', () => {
    expect(errorKey('quiz_title_required')).toBe('errors.quiz_title_required');
    expect(errorKey('brand_new_server_code')).toBe('errors.something_went_wrong');
    expect(errorKey('toString')).toBe('errors.something_went_wrong');
  });
});

describe('clientLogBody', () => {
  it('reports the message and stack of an Error within the lengths POST /api/logs accepts', () => {
    const error = new Error('x'.repeat(5000));
    const body = clientLogBody(error, `https://kviss.test/${'p'.repeat(3000)}`, 'u'.repeat(900));
    expect(body.level).toBe('error');
    expect(body.message).toHaveLength(2000);
    expect(body.stack?.length).toBeLessThanOrEqual(8000);
    expect(body.url).toHaveLength(2000);
    expect(body.userAgent).toHaveLength(500);
  });

  it('reports thrown non-errors by their text', () => {
    expect(clientLogBody('plain text', 'https://kviss.test/', 'agent')).toEqual({
      level: 'error',
      message: 'plain text',
      url: 'https://kviss.test/',
      userAgent: 'agent',
    });
  });
});
