import type { Locator, Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import { quarteredPng, toneWav } from './test-media.ts';

/*
 * Building one question of each type in the quiz editor, as the quizmaster does it: the "+ <type>"
 * button under "Add a question", then the labelled fields of the new card. Every helper returns the
 * card it filled.
 */

/** A locale text with its {{placeholders}} filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const cardNumbered = (page: Page, number: number) =>
  page.getByRole('article', { name: fill(en.editor.question_number, { number }) });

/** Presses "+ <label>" and gives the new (last) question card, its text already written. */
async function addQuestion(page: Page, buttonLabel: string, title: string): Promise<Locator> {
  const before = await page.locator('article.question-card').count();
  await page
    .locator('.add-question__buttons')
    .getByRole('button', { name: buttonLabel, exact: true })
    .click();
  const card = cardNumbered(page, before + 1);
  await card.getByLabel(en.editor.question_title_label).fill(title);
  return card;
}

/** Chooses the picture in the card's file input and waits for the uploaded preview. */
async function uploadPicture(card: Locator, label: string) {
  await card.getByLabel(label, { exact: true }).setInputFiles({
    name: 'quarters.png',
    mimeType: 'image/png',
    buffer: quarteredPng(),
  });
  await card.getByRole('img', { name: en.question_views.image_field.preview_alt }).waitFor();
}

async function writeAnswers(card: Locator, answers: readonly string[]) {
  for (const [i, answer] of answers.entries()) {
    const field = card.getByLabel(fill(en.editor.answer_label, { number: i + 1 }), { exact: true });
    if ((await field.count()) === 0) await card.getByRole('button', { name: en.editor.add_answer }).click();
    await field.fill(answer);
  }
}

export async function explain(card: Locator, explanation: string) {
  await card.getByLabel(en.editor.explanation_label).fill(explanation);
}

/** Multiple choice: the first answer is the correct one by default. */
export async function buildMultipleChoice(page: Page, title: string, answers: readonly string[]) {
  const card = await addQuestion(page, en.editor.add_multiple_choice, title);
  await writeAnswers(card, answers);
  return card;
}

export async function buildTyping(page: Page, title: string, accepted: readonly string[]) {
  const card = await addQuestion(page, en.question_types.typing_question, title);
  for (const [i, answer] of accepted.entries()) {
    const label = fill(en.text_questions.typing.accepted_label, { number: i + 1 });
    if (i > 0) await card.getByRole('button', { name: en.text_questions.typing.add_accepted }).click();
    await card.getByLabel(label, { exact: true }).fill(answer);
  }
  return card;
}

export async function buildScramble(page: Page, title: string, phrase: string) {
  const card = await addQuestion(page, en.question_types.scramble, title);
  await card.getByLabel(en.text_questions.scramble.phrase_label).fill(phrase);
  await card.getByText(en.text_questions.scramble.preview).waitFor();
  return card;
}

export async function buildWordCloud(page: Page, title: string) {
  return addQuestion(page, en.question_types.word_cloud, title);
}

/** Items written from first to last: the correct order. */
export async function buildSortingList(page: Page, title: string, items: readonly string[]) {
  const card = await addQuestion(page, en.question_types.sorting_list, title);
  for (const [i, item] of items.entries()) {
    const field = card.getByLabel(fill(en.question_views.sorting_list.item_label, { number: i + 1 }), {
      exact: true,
    });
    if ((await field.count()) === 0)
      await card.getByRole('button', { name: en.question_views.sorting_list.add_item }).click();
    await field.fill(item);
  }
  return card;
}

export async function buildPuzzle(page: Page, title: string, caption: string) {
  const card = await addQuestion(page, en.question_types.puzzle, title);
  await uploadPicture(card, en.question_views.picture_label);
  await card
    .getByLabel(en.question_views.puzzle.blocks_label)
    .selectOption({ label: fill(en.question_views.puzzle.blocks_option, { pieces: 4, side: 2 }) });
  await card.getByLabel(en.question_views.puzzle.caption_label).fill(caption);
  return card;
}

/** A zooming or hidden picture with answers, the first correct. */
export async function buildPictureChoice(
  page: Page,
  type: 'scale_image' | 'reveal_image',
  title: string,
  answers: readonly string[],
) {
  const card = await addQuestion(page, en.question_types[type], title);
  await uploadPicture(card, en.question_views.picture_label);
  await writeAnswers(card, answers);
  return card;
}

export async function buildMusic(page: Page, title: string, answers: readonly string[]) {
  const card = await addQuestion(page, en.question_types.music, title);
  await card.getByLabel(en.music_question.audio_label, { exact: true }).setInputFiles({
    name: 'tone.wav',
    mimeType: 'audio/wav',
    buffer: toneWav(),
  });
  await card.getByLabel(en.music_question.audio_replace).waitFor();
  await writeAnswers(card, answers);
  return card;
}

/** Numbers as a person types them; each is committed with Enter, as the field expects. */
export async function buildSlider(
  page: Page,
  title: string,
  scale: { min: number; max: number; correct: number; margin: number; unit: string },
) {
  const card = await addQuestion(page, en.question_types.slider, title);
  const typeNumber = async (label: string, value: number) => {
    const field = card.getByLabel(label, { exact: true });
    await field.fill(String(value));
    await field.press('Enter');
  };
  await typeNumber(en.slider.min_label, scale.min);
  await typeNumber(en.slider.max_label, scale.max);
  await typeNumber(en.slider.correct_label, scale.correct);
  await typeNumber(en.slider.tolerance_label, scale.margin);
  await card.getByLabel(en.slider.unit_label).fill(scale.unit);
  return card;
}

/** The picture, and its one area (drawn by the editor in the middle, correct) given a label. */
export async function buildHotspot(page: Page, title: string, areaLabel: string) {
  const card = await addQuestion(page, en.question_types.hotspot, title);
  await uploadPicture(card, en.hotspot.image_label);
  await card.getByLabel(fill(en.hotspot.area_label_for, { number: 1 })).fill(areaLabel);
  return card;
}

export async function buildSlide(page: Page, heading: string, content: string) {
  const card = await addQuestion(page, en.question_types.slide, heading);
  await card.getByLabel(en.slide.content_label).fill(content);
  await uploadPicture(card, en.slide.image_label);
  return card;
}
