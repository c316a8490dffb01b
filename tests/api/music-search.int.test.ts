import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusicSearch } from '../../commands/music-search/port.ts';
import { postgresBackends } from '../support/backends.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A provider that knows two songs, and remembers what it was asked. */
function fakeProvider(): MusicSearch & { asked: Array<[string, number]> } {
  const asked: Array<[string, number]> = [];
  const catalogue = [
    { id: 't1', name: 'Take On Me', artists: ['a-ha'], previewUrl: 'https://provider.example/t1.mp3' },
    { id: 't2', name: 'The Sun Always Shines on T.V.', artists: ['a-ha'], previewUrl: null },
  ];
  return {
    asked,
    async search(text, limit) {
      asked.push([text, limit]);
      return { available: true, tracks: catalogue.slice(0, limit) };
    },
  };
}

describe.each(postgresBackends())('music search ($name PostgreSQL)', (backend) => {
  describe('without a provider configured', () => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      t = await createTestApp(backend);
      user = await signUp(t.app, 'Music Teacher');
    });
    afterAll(async () => t?.close());

    it('says music search is not available, with a translated code', async () => {
      const response = await t.app.inject({ url: '/api/music/search?q=a-ha', headers: user.headers });
      expect([response.statusCode, response.json().error.code]).toEqual([503, 'music_search_not_available']);
    });

    it('is for signed-in creators only, and needs something to search for', async () => {
      expect((await t.app.inject({ url: '/api/music/search?q=a-ha' })).statusCode).toBe(401);
      const empty = await t.app.inject({ url: '/api/music/search?q=', headers: user.headers });
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('with a provider', () => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof signUp>>;
    const provider = fakeProvider();
    beforeAll(async () => {
      t = await createTestApp(backend, { musicSearch: provider });
      user = await signUp(t.app, 'Music Teacher');
    });
    afterAll(async () => t?.close());

    it('answers with each track’s id, name, artists and preview', async () => {
      const response = await t.app.inject({ url: '/api/music/search?q=%20a-ha%20', headers: user.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.tracks).toEqual([
        { id: 't1', name: 'Take On Me', artists: ['a-ha'], preview_url: 'https://provider.example/t1.mp3' },
        { id: 't2', name: 'The Sun Always Shines on T.V.', artists: ['a-ha'], preview_url: null },
      ]);
      expect(provider.asked.at(-1)).toEqual(['a-ha', 10]);
    });

    it('asks for no more tracks than the creator wants', async () => {
      const response = await t.app.inject({ url: '/api/music/search?q=a-ha&limit=1', headers: user.headers });
      expect(response.json().data.tracks).toHaveLength(1);
      const tooMany = await t.app.inject({
        url: '/api/music/search?q=a-ha&limit=500',
        headers: user.headers,
      });
      expect(tooMany.statusCode).toBe(400);
    });
  });
});
