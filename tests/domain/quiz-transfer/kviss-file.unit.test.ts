import { describe, expect, it } from 'vitest';
import { readKvissFile, toKvissFile } from '../../../domain/quiz-transfer/index.ts';

let n = 0;
const deps = { newId: () => `q-${++n}`, firstBadText: () => null };

const quiz = {
  title: 'Capitals',
  description: 'Europe',
  is_random_question_order: false,
  show_correct_answer: true,
  show_result_on_user_device: true,
  limit_player: 30,
  show_number_question: 10,
  speed_scoring: true,
  image: null,
  questions: [
    {
      question_id: 'old-id',
      question_type: 'word_cloud' as const,
      title: 'One word?',
      time_limit: 20,
    },
  ],
};

describe("Kviss's own quiz file", () => {
  it('writes the quiz without question ids and reads it back with new ones', () => {
    const file = toKvissFile(quiz);
    expect(file).toMatchObject({ format: 'kviss-quiz', version: 1 });
    expect(file.quiz).not.toHaveProperty('image');
    expect(file.quiz.questions[0]).not.toHaveProperty('question_id');
    const read = readKvissFile(JSON.parse(JSON.stringify(file)), deps);
    if (!('quiz' in read)) throw new Error(JSON.stringify(read));
    expect(read.quiz.title).toBe('Capitals');
    expect(read.quiz.settings).toMatchObject({ limitPlayer: 30, showNumberQuestion: 10 });
    expect(read.quiz.questions[0]?.question_id).toMatch(/^q-/);
    expect(read.quiz.questions[0]?.title).toBe('One word?');
  });

  it('refuses a file from a later version, and a file whose outer shape is broken', () => {
    const file = toKvissFile(quiz);
    expect(readKvissFile({ ...file, version: 2 }, deps)).toEqual({
      problems: [{ code: 'import_file_version_unknown' }],
    });
    expect(readKvissFile({ ...file, quiz: { ...file.quiz, settings: 'fast' } }, deps)).toEqual({
      problems: [{ code: 'import_file_malformed' }],
    });
  });

  it('checks the title, the settings and a cover outside the media store', () => {
    const file = toKvissFile(quiz);
    const read = readKvissFile(
      { ...file, quiz: { ...file.quiz, title: ' ', image: 'https://tracker.example/p.png' } },
      deps,
    );
    expect(read).toEqual({ problems: [{ code: 'quiz_title_required' }, { code: 'image_path_invalid' }] });
  });

  it('refuses more than 200 questions', () => {
    const file = toKvissFile({ ...quiz, questions: Array.from({ length: 201 }, () => quiz.questions[0]!) });
    expect(readKvissFile(file, deps)).toEqual({ problems: [{ code: 'questions_too_many', max: 200 }] });
  });
});
