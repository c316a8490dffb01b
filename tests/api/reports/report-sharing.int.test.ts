import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriveExport } from '../../../commands/drive-export/port.ts';
import { postgresBackends } from '../../support/backends.ts';
import { liveQuiz, quizCode } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/*
 * A quiz's reports over HTTP (issue 14): the owner lists, names, shares and locks them; another
 * teacher and a guest see nothing until a report is public, then read it (and its files) read-only
 * from its link; a disabled report is the owner's alone.
 */
describe.each(postgresBackends())('reports and who may read them ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-25T10:00:00.000Z');
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  let reportId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    owner = await signUp(t.app, 'Owner');
    other = await signUp(t.app, 'Other Teacher');
    quizId = await liveQuiz(t.app, owner.headers);
    const code = await quizCode(t.app, quizId, owner.headers);
    // Zoë plays alone and gets the first question right.
    const started = (
      await t.app.inject({ method: 'POST', url: '/api/plays', payload: { code, name: 'Zoë' } })
    ).json().data;
    const headers = { 'x-play-token': started.play_token };
    reportId = started.play.playId;
    await t.app.inject({ method: 'POST', url: `/api/plays/${reportId}/next`, payload: {}, headers });
    clock.advance(4_000);
    await t.app.inject({
      method: 'POST',
      url: `/api/plays/${reportId}/answer`,
      payload: { index: 0, answer: { kind: 'choice', answerIds: ['oslo'] }, submission_id: 's1' },
      headers,
    });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const send = (
    method: 'PUT' | 'PATCH' | 'POST',
    url: string,
    payload: object,
    headers: Record<string, string>,
  ) => t.app.inject({ method, url, payload, headers });
  const waitForList = async () => {
    for (let i = 0; i < 200; i++) {
      const list = (await get(`/api/reports/quizzes/${quizId}`, owner.headers)).json().data;
      // The play's answers come from the play's own read model, which may be a moment behind.
      const answered = list?.length
        ? (await get(`/api/reports/id/${reportId}`, owner.headers)).json().data?.players[0]?.answers['0']
        : undefined;
      if (answered) return list;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the report never showed');
  };

  it("lists the quiz's play alone as a private, open report, for the owner only", async () => {
    const list = await waitForList();
    expect(list).toEqual([
      expect.objectContaining({
        report_id: reportId,
        played_as: 'play_alone',
        name: null,
        sharing: 'private',
        status: 'open',
        players: 1,
        player_limit: null,
      }),
    ]);
    expect((await get(`/api/reports/quizzes/${quizId}`, other.headers)).statusCode).toBe(403);
    expect((await get(`/api/reports/quizzes/${quizId}`)).statusCode).toBe(401);
  });

  it('shows the report to its owner, and to nobody else while private', async () => {
    const mine = await get(`/api/reports/id/${reportId}`, owner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ access: 'manage', drive_available: false });
    expect(mine.json().data.players[0]).toMatchObject({ name: 'Zoë', answers: { '0': { correct: true } } });
    for (const headers of [other.headers, {}]) {
      const refused = await get(`/api/reports/id/${reportId}`, headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('report_not_available');
      expect((await get(`/api/reports/id/${reportId}/export/pdf`, headers)).statusCode).toBe(404);
    }
  });

  it('lets only the owner rename it, refusing a blank name and unknown fields', async () => {
    const url = `/api/reports/id/${reportId}/name`;
    expect((await send('PUT', url, { name: 'Stolen' }, other.headers)).statusCode).toBe(404);
    const blank = await send('PUT', url, { name: '   ' }, owner.headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('report_name_required');
    expect((await send('PUT', url, { name: 'x', owner: 'me' }, owner.headers)).statusCode).toBe(400);
    const renamed = await send('PUT', url, { name: ' Zoë at home ' }, owner.headers);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Zoë at home' });
    expect((await get(`/api/reports/quizzes/${quizId}`, owner.headers)).json().data[0].name).toBe(
      'Zoë at home',
    );
  });

  it('opens a public report to anyone, read-only, with its files', async () => {
    const url = `/api/reports/id/${reportId}/sharing`;
    expect((await send('PUT', url, { sharing: 'public' }, other.headers)).statusCode).toBe(404);
    expect((await send('PUT', url, { sharing: 'everyone' }, owner.headers)).statusCode).toBe(400);
    expect((await send('PUT', url, { sharing: 'public' }, owner.headers)).json().data.sharing).toBe('public');

    for (const headers of [other.headers, {}]) {
      const read = await get(`/api/reports/id/${reportId}`, headers);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.access).toBe('read');
    }
    // Reading is not changing: the other teacher still cannot rename, share or lock it.
    expect(
      (await send('PUT', `/api/reports/id/${reportId}/name`, { name: 'Mine' }, other.headers)).statusCode,
    ).toBe(403);
    expect(
      (await send('PATCH', `/api/reports/id/${reportId}/status`, { status: 'locked' }, other.headers))
        .statusCode,
    ).toBe(403);

    const xlsx = await get(`/api/reports/id/${reportId}/export/xlsx?lang=de&tz=Europe/Berlin`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain("filename*=UTF-8''Zo%C3%AB%20at%20home.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Übersicht', 'Spielende', 'Antworten']);
    const pdf = await get(`/api/reports/id/${reportId}/export/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/api/reports/id/${reportId}/export/docx`)).statusCode).toBe(400);
  });

  it('keeps a locked report as it is until it is opened again', async () => {
    const status = `/api/reports/id/${reportId}/status`;
    expect((await send('PATCH', status, { status: 'locked' }, owner.headers)).json().data.status).toBe(
      'locked',
    );
    const rename = await send('PUT', `/api/reports/id/${reportId}/name`, { name: 'Changed' }, owner.headers);
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.code).toBe('report_locked');
    const share = await send(
      'PUT',
      `/api/reports/id/${reportId}/sharing`,
      { sharing: 'private' },
      owner.headers,
    );
    expect(share.json().error.code).toBe('report_locked');
    expect((await send('PATCH', status, { status: 'open' }, owner.headers)).json().data.status).toBe('open');
  });

  it('hides a disabled report from everyone but its owner, link or not', async () => {
    await send('PUT', `/api/reports/id/${reportId}/sharing`, { sharing: 'disabled' }, owner.headers);
    for (const headers of [other.headers, {}]) {
      expect((await get(`/api/reports/id/${reportId}`, headers)).statusCode).toBe(404);
      expect((await get(`/api/reports/id/${reportId}/export/xlsx`, headers)).statusCode).toBe(404);
    }
    expect((await get(`/api/reports/id/${reportId}`, owner.headers)).statusCode).toBe(200);
  });

  it('says Google Drive is not available when it is not configured', async () => {
    const drive = await send('POST', `/api/reports/id/${reportId}/drive`, { format: 'pdf' }, owner.headers);
    expect(drive.statusCode).toBe(503);
    expect(drive.json().error.code).toBe('drive_not_available');
  });
});

describe.each(postgresBackends())('Google Drive export when configured ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const saved: Array<{ userId: string; name: string; mimeType: string; size: number }> = [];
  const drive: DriveExport = {
    available: true,
    upload: async (userId, file) => {
      saved.push({ userId, name: file.name, mimeType: file.mimeType, size: file.bytes.length });
      return { available: true, url: 'https://drive.example/file/1' };
    },
  };
  beforeAll(async () => {
    t = await createTestApp(backend, { driveExport: drive });
  });
  afterAll(async () => t?.close());

  it("saves the owner's file in their Drive, and refuses an unknown report without uploading anything", async () => {
    const owner = await signUp(t.app, 'Owner');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/reports/id/00000000-0000-4000-8000-000000000000/drive',
      payload: { format: 'xlsx' },
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(saved).toEqual([]);

    const quizId = await liveQuiz(t.app, owner.headers);
    const code = await quizCode(t.app, quizId, owner.headers);
    const playId = (
      await t.app.inject({ method: 'POST', url: '/api/plays', payload: { code, name: 'Zoë' } })
    ).json().data.play.playId;
    let reply = await t.app.inject({
      method: 'GET',
      url: `/api/reports/id/${playId}`,
      headers: owner.headers,
    });
    for (let i = 0; i < 200 && reply.statusCode === 404; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      reply = await t.app.inject({ method: 'GET', url: `/api/reports/id/${playId}`, headers: owner.headers });
    }
    expect(reply.json().data.drive_available).toBe(true);
    const drive = await t.app.inject({
      method: 'POST',
      url: `/api/reports/id/${playId}/drive`,
      payload: { format: 'pdf', lang: 'fr' },
      headers: owner.headers,
    });
    expect(drive.json()).toEqual({ data: { url: 'https://drive.example/file/1' } });
    expect(saved).toEqual([
      {
        userId: owner.userId,
        name: expect.stringMatching(/^Joué en solo, .+\.pdf$/),
        mimeType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
  });
});
