import { describe, expect, it } from 'vitest';
import {
  pageCount,
  type QuizLogEntry,
  summariseEntries,
  summariseEntry,
} from '../../web/features/editor/log/log-summary.ts';
import { formatDateTime } from '../../web/i18n/date-time.ts';

const entry = (action: string, payload: unknown): QuizLogEntry => ({
  action,
  payload,
  actor_id: 'u1',
  actor_name: 'Ada',
  at: '2026-03-01T12:00:00.000Z',
});
const question = (questionId: string, title: string) => ({
  question: { questionId, title, kind: 'poll', answers: [] },
});
const noTitles = new Map<string, string>();

describe('audit log summaries', () => {
  it('says where a quiz went in the school library, and when it was taken out or put on the country list', () => {
    const shared = {
      change: 'shared',
      school_id: 's1',
      level: 'normal',
      age: [10, 12],
      class_subject: 'Naturfag',
      class_grade: [6, 7],
    };
    expect(summariseEntry(entry('set_quiz_to_school', shared), noTitles)).toEqual({
      kind: 'library',
      change: 'shared',
      subject: 'Naturfag',
      grades: [6, 7],
    });
    expect(
      summariseEntry(
        entry('set_quiz_to_school', { change: 'removed', school_id: 's1', by: 'owner' }),
        noTitles,
      ),
    ).toEqual({
      kind: 'library_removed',
    });
    expect(
      summariseEntry(
        entry('set_quiz_to_country', { country: 'NO', show_school_country_list: true }),
        noTitles,
      ),
    ).toEqual({ kind: 'country_list', listed: true });
    expect(summariseEntry(entry('set_quiz_to_school', { change: 'shared' }), noTitles)).toEqual({
      kind: 'none',
    });
  });

  it('shows the title a quiz was created or renamed with', () => {
    expect(summariseEntry(entry('create_quiz', { title: 'Europe' }), noTitles)).toEqual({
      kind: 'title',
      title: 'Europe',
    });
    expect(summariseEntry(entry('update_setting', { title: 'Asia' }), noTitles)).toEqual({
      kind: 'title',
      title: 'Asia',
    });
    expect(summariseEntry(entry('update_setting', { description: 'Rivers' }), noTitles)).toEqual({
      kind: 'description',
      description: 'Rivers',
    });
  });

  it('shows the closing message and who the quiz is for', () => {
    expect(summariseEntry(entry('update_setting', { custom_message: 'Thanks!' }), noTitles)).toEqual({
      kind: 'custom_message',
      message: 'Thanks!',
    });
    const audience = {
      tags: [],
      countries: [],
      age: [8, 12],
      difficult: 10,
      class_subject: '',
      class_grade: [],
    };
    expect(summariseEntry(entry('update_setting', audience), noTitles)).toEqual({
      kind: 'audience',
      from: 8,
      to: 12,
      difficulty: 'hard',
    });
  });

  it('shows the previous and the new status', () => {
    expect(summariseEntry(entry('update_status', { previous: true, new: false }), noTitles)).toEqual({
      kind: 'status',
      previous: true,
      next: false,
    });
  });

  it('names the question added, changed or copied, and tells a reorder apart', () => {
    for (const action of ['create_question', 'update_question', 'clone_question']) {
      expect(summariseEntry(entry(action, question('q1', 'Capital?')), noTitles)).toEqual({
        kind: 'question',
        title: 'Capital?',
      });
    }
    expect(summariseEntry(entry('update_question', { order: ['a', 'b', 'c'] }), noTitles)).toEqual({
      kind: 'reorder',
      count: 3,
    });
  });

  it('names a deleted question from an earlier entry about it, when the page has one', () => {
    const entries = [
      entry('delete_question', { question_id: 'q1' }),
      entry('update_question', question('q1', 'Renamed')),
      entry('create_question', question('q1', 'First')),
      entry('delete_question', { question_id: 'elsewhere' }),
    ];
    expect(summariseEntries(entries)[0]).toEqual({ kind: 'question_gone', title: 'Renamed' });
    expect(summariseEntries(entries)[3]).toEqual({ kind: 'question_gone', title: null });
  });

  it('lists only the settings that changed since the change before it', () => {
    const settings = {
      isRandomQuestionOrder: false,
      showCorrectAnswer: true,
      showResultOnUserDevice: true,
      limitPlayer: 5,
      showNumberQuestion: 10,
      speedScoring: true,
    };
    const [newest, oldest] = summariseEntries([
      entry('update_setting', { ...settings, limitPlayer: 40, speedScoring: false }),
      entry('update_setting', settings),
    ]);
    expect(newest).toEqual({
      kind: 'settings',
      settings: [
        { setting: 'limit_player', value: 40 },
        { setting: 'speed_scoring', value: false },
      ],
    });
    expect(oldest?.kind === 'settings' && oldest.settings).toHaveLength(6);
  });

  it('compares the first settings change with the defaults when the page reaches back to the creation', () => {
    const [change] = summariseEntries([
      entry('update_setting', {
        isRandomQuestionOrder: true,
        showCorrectAnswer: true,
        showResultOnUserDevice: true,
        limitPlayer: 5,
        showNumberQuestion: 10,
        speedScoring: true,
      }),
      entry('create_quiz', { title: 'Europe' }),
    ]);
    expect(change).toEqual({
      kind: 'settings',
      settings: [{ setting: 'is_random_question_order', value: true }],
    });
  });

  it('falls back to the action alone for payloads it does not know', () => {
    expect(summariseEntry(entry('update_share_setting', { can_read: true }), noTitles)).toEqual({
      kind: 'none',
    });
    expect(summariseEntry(entry('create_question', 'garbage'), noTitles)).toEqual({ kind: 'none' });
    expect(summariseEntry(entry('update_status', {}), noTitles)).toEqual({ kind: 'none' });
  });

  it('counts pages, at least one', () => {
    expect(pageCount({ total: 0, page_size: 20 })).toBe(1);
    expect(pageCount({ total: 41, page_size: 20 })).toBe(3);
  });
});

describe('dates in the page language', () => {
  it('formats with the BCP 47 tag of the product language (no → nb)', () => {
    const at = '2026-03-01T12:00:00.000Z';
    expect(formatDateTime(at, 'no')).toBe(
      new Intl.DateTimeFormat('nb', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
    expect(formatDateTime(at, 'xx')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
