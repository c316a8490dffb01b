import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIENCE } from '../../domain/quiz/audience.ts';
import type { QuizDraft } from '../../web/features/editor/quiz-draft.ts';
import { rebaseDraft } from '../../web/features/editor/rebase-draft.ts';

const base: QuizDraft = {
  title: 'Birds',
  description: '',
  custom_message: '',
  audience: DEFAULT_AUDIENCE,
  settings: {
    is_random_question_order: false,
    show_correct_answer: true,
    show_result_on_user_device: true,
    limit_player: 5,
    show_number_question: 10,
    speed_scoring: true,
    type: 'quiz',
  },
  picture: {
    image: null,
    image_original: null,
    image_placeholder: null,
    image_source: null,
    image_coordinates: null,
  },
  questions: [],
  clones: {},
};

describe('keeping my changes after a conflict (three-way merge)', () => {
  it('keeps what only the other side changed, and mine where I changed something', () => {
    const mine = { ...base, title: 'Birds of Norway', settings: { ...base.settings, limit_player: 30 } };
    const theirs = {
      ...base,
      title: 'Sea birds',
      description: 'Written in the other tab',
      settings: { ...base.settings, show_number_question: 5 },
      audience: { ...base.audience, tags: ['Nature'] },
    };
    expect(rebaseDraft(base, mine, theirs)).toEqual({
      ...theirs,
      title: 'Birds of Norway',
      settings: { ...base.settings, limit_player: 30, show_number_question: 5 },
    });
  });

  it('keeps my question list whole when I changed it', () => {
    const question = { question_id: 'q' } as unknown as QuizDraft['questions'][number];
    const mine = { ...base, questions: [question], clones: { q: 'x' } };
    const theirs = { ...base, description: 'other' };
    expect(rebaseDraft(base, mine, theirs)).toMatchObject({
      questions: [question],
      description: 'other',
      clones: { q: 'x' },
    });
  });
});
