import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPE_NAMES } from '../../../domain/question-types/registry.ts';
import { postgresBackends } from '../../support/backends.ts';
import { captchaFor } from '../../support/captcha.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { EVERY_TYPE } from './every-type.ts';

const KAHOOT_HEADER = [
  'Question - max 120 characters',
  'Answer 1 - max 75 characters',
  'Answer 2 - max 75 characters',
  'Answer 3 - max 75 characters',
  'Answer 4 - max 75 characters',
  'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
  'Correct answer(s) - choose at least one',
];

/** Kahoot!'s template layout: title rows, then the header on row 8 after a numbering column. */
async function kahootSheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.getCell('B1').value = 'Quiz template';
  sheet.getRow(8).values = ['', ...KAHOOT_HEADER];
  rows.forEach((values, i) => {
    sheet.getRow(9 + i).values = [i + 1, ...values];
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const withoutIds = (questions: { question_id: string }[]) =>
  questions.map(({ question_id: _, ...rest }) => rest);

describe.each(postgresBackends())('importing and exporting quizzes ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'Quiz Owner');
    stranger = await signUp(t.app, 'Stranger');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      headers: owner.headers,
      payload: { title: 'Everything ✓', captcha_response: await captchaFor(t.app) },
    });
    quizId = created.json().data._id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/id/${quizId}/questions`,
      headers: owner.headers,
      payload: { questions: EVERY_TYPE },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: quizId, description: 'All the kinds', speed_scoring: false, limit_player: 40 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const readQuiz = async (id: string, headers = owner.headers) =>
    (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${id}`, headers })).json().data;
  const mine = async (headers = owner.headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/quizzes/mine', headers })).json().data as unknown[];
  const exportQuiz = (headers: Record<string, string> = owner.headers) =>
    t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}/export`, headers });
  async function importFile(bytes: Buffer | string, name: string, headers = owner.headers, title?: string) {
    const form = new FormData();
    form.append('captcha_response', await captchaFor(t.app));
    if (title !== undefined) form.append('title', title);
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    return t.app.inject({ method: 'POST', url: '/api/quizzes/import', headers, payload: form });
  }

  it('exports every question type as a download and imports it back as the same quiz', async () => {
    const exported = await exportQuiz();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment; filename="Everything.kviss.json"');
    const file = exported.json();
    expect(file).toMatchObject({ format: 'kviss-quiz', version: 1, quiz: { title: 'Everything ✓' } });
    expect(new Set(file.quiz.questions.map((q: { question_type: string }) => q.question_type))).toEqual(
      new Set(QUESTION_TYPE_NAMES),
    );

    // The web app asks for the same file inside a `{ data }` reply.
    const asData = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/${quizId}/export?reply=data`,
      headers: owner.headers,
    });
    expect(asData.json().data).toEqual({ file_name: 'Everything.kviss.json', file });

    const imported = await importFile(exported.body, 'whatever-name.txt');
    expect(imported.statusCode, imported.body).toBe(201);
    const { _id, questions } = imported.json().data;
    expect(questions).toBe(EVERY_TYPE.length);
    const original = await readQuiz(quizId);
    const copy = await readQuiz(_id);
    expect(copy.user_id).toBe(owner.userId);
    expect(copy._id).not.toBe(quizId);
    expect(withoutIds(copy.questions)).toEqual(withoutIds(original.questions));
    for (const field of ['title', 'description', 'speed_scoring', 'limit_player', 'show_number_question'])
      expect(copy[field], field).toEqual(original[field]);
  });

  it('imports a Kahoot! spreadsheet, named after its file', async () => {
    const sheet = await kahootSheet([
      ['Capital of Norway?', 'Oslo', 'Bergen', 'Trondheim', '', 20, '1'],
      ['Which are primes?', 2, 3, 4, 5, 240, '1,2,4'],
    ]);
    const imported = await importFile(sheet, 'Geography night.xlsx');
    expect(imported.statusCode, imported.body).toBe(201);
    const quiz = await readQuiz(imported.json().data._id);
    expect(quiz.title).toBe('Geography night');
    expect(quiz.questions.map((q: { title: string; time_limit: number }) => [q.title, q.time_limit])).toEqual(
      [
        ['Capital of Norway?', 20],
        ['Which are primes?', 240],
      ],
    );
    expect(quiz.questions[1].answers.filter((a: { is_correct: boolean }) => a.is_correct)).toHaveLength(3);
  });

  it('lists every problem of a spreadsheet with its row, and creates nothing', async () => {
    const before = (await mine()).length;
    const sheet = await kahootSheet([
      ['', 'Oslo', 'Bergen', '', '', 20, '1'],
      ['Fine question', 'A', 'B', '', '', 20, '1'],
      ['No correct', 'A', 'B', '', '', 20, ''],
      ['Out of range', 'A', 'B', '', '', 20, '7'],
    ]);
    const response = await importFile(sheet, 'bad.xlsx');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'import_has_problems',
      details: {
        problems: [
          { code: 'question_title_required', row: 9, column: 'B' },
          { code: 'answer_correct_required', row: 11 },
          { code: 'import_correct_out_of_range', row: 12, answer: 7 },
        ],
      },
    });
    expect((await mine()).length).toBe(before);
  });

  it('refuses a file that is neither, whatever its name, and a zip that is not a spreadsheet', async () => {
    const before = (await mine()).length;
    const text = await importFile('just some text, not a spreadsheet', 'quiz.xlsx');
    expect([text.statusCode, text.json().error.code]).toEqual([400, 'import_file_unknown']);
    const fakeZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    const zip = await importFile(fakeZip, 'quiz.xlsx');
    expect([zip.statusCode, zip.json().error.code]).toEqual([400, 'import_file_unreadable']);
    const otherJson = await importFile(JSON.stringify({ questions: [] }), 'quiz.kviss.json');
    expect(otherJson.json().error.code).toBe('import_file_unknown');
    expect((await mine()).length).toBe(before);
  });

  it('names the question of a Kviss file that breaks the editor’s rules', async () => {
    const file = (await exportQuiz()).json();
    file.quiz.questions[0].title = '';
    file.quiz.questions[2].time_limit = 2;
    file.quiz.questions[3] = { question_type: 'basic', nonsense: true };
    const response = await importFile(JSON.stringify(file), 'edited.kviss.json');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details.problems).toEqual([
      { code: 'question_title_required', question: 1 },
      { code: 'time_limit_invalid', question: 3 },
      { code: 'import_question_malformed', question: 4 },
    ]);
  });

  it('refuses a sheet far larger than 200 questions need, and a formula where text belongs', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.getRow(1).values = ['', ...KAHOOT_HEADER];
    sheet.getCell('B5000').value = 'far down';
    const huge = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'huge.xlsx');
    expect([huge.statusCode, huge.json().error.code]).toEqual([400, 'import_sheet_too_large']);

    const withFormula = new ExcelJS.Workbook();
    const formulas = withFormula.addWorksheet('Sheet1');
    formulas.getRow(1).values = ['', ...KAHOOT_HEADER];
    formulas.getRow(2).values = [1, 'Q', 'A', 'B', '', '', 20, 1];
    formulas.getCell('C2').value = { formula: 'HYPERLINK("http://evil.example","A")', date1904: false };
    const response = await importFile(Buffer.from(await withFormula.xlsx.writeBuffer()), 'formula.xlsx');
    expect(response.json().error.details.problems).toEqual([
      { code: 'import_cell_formula', row: 2, column: 'C' },
    ]);
  });

  it('refuses a file over 32 MB', async () => {
    const response = await importFile('x'.repeat(32 * 1024 * 1024 + 10), 'big.kviss.json');
    expect([response.statusCode, response.json().error.code]).toEqual([413, 'import_file_too_large']);
  });

  it('refuses both to someone not signed in, and export to someone who may not edit the quiz', async () => {
    expect((await exportQuiz({})).statusCode).toBe(401);
    const stolen = await exportQuiz(stranger.headers);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.body).not.toContain('Oslo');
    const form = new FormData();
    form.append('file', new Blob(['{}']), 'a.json');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/quizzes/import', payload: form });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an import without a solved captcha', async () => {
    const form = new FormData();
    form.append('captcha_response', 'nope');
    form.append(
      'file',
      new Blob([new Uint8Array(await kahootSheet([['Q', 'A', 'B', '', '', 20, 1]]))]),
      'a.xlsx',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/import',
      headers: owner.headers,
      payload: form,
    });
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'captcha_invalid']);
  });
});
