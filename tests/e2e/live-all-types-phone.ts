import type { Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import { fill } from './live-all-types-editor.ts';
import { answerTaken } from './live-browser.ts';

/*
 * A player answering each type on a phone, with the controls a person without a mouse or drag uses:
 * taps on answers and letters, typing, "move up", tap-to-swap, the slider's + and number box, a tap
 * on the picture. Each helper ends once the game has taken the answer.
 */

const send = (phone: Page) => phone.getByRole('button', { name: en.live.submit_answer, exact: true }).click();

export async function tapAnswer(phone: Page, title: string) {
  await phone.getByRole('button', { name: title, exact: true }).click();
  await answerTaken(phone);
}

/** Types into the field labelled "Your answer" or "Your word" and sends it. */
export async function typeAnswer(phone: Page, label: string, text: string) {
  await phone.getByLabel(label, { exact: true }).fill(text);
  await send(phone);
}

export async function answerTyping(phone: Page, text: string) {
  await typeAnswer(phone, en.text_questions.typing.phone_label, text);
  await answerTaken(phone);
}

/** Taps the shuffled letters in the order of `word`. */
export async function answerScramble(phone: Page, word: string) {
  for (const letter of word) {
    await phone
      .getByRole('button', { name: fill(en.text_questions.scramble.place, { letter }), disabled: false })
      .first()
      .click();
  }
  await send(phone);
  await answerTaken(phone);
}

/** Moves each item up until the list reads `order`, then sends it. */
export async function answerSortingList(phone: Page, order: readonly string[]) {
  const titles = () => phone.locator('.sorting-phone__title').allTextContents();
  await phone.locator('.sorting-phone__title').first().waitFor();
  for (const [target, item] of order.entries()) {
    let at = (await titles()).indexOf(item);
    while (at > target) {
      await phone
        .getByRole('button', { name: fill(en.question_views.sorting_list.move_up, { item }) })
        .click();
      at -= 1;
    }
  }
  await phone.getByRole('button', { name: en.question_views.sorting_list.send }).click();
  await answerTaken(phone);
}

/** The piece numbers as they lie on the board, place by place. */
async function puzzlePieces(phone: Page): Promise<number[]> {
  const labels = await phone
    .locator('.puzzle-grid__piece')
    .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(/(\d+)$/.exec(label)?.[1]));
}

/** Tap a piece, then the place it belongs: swap by swap until the picture is whole. */
export async function solvePuzzle(phone: Page) {
  await phone.locator('.puzzle-grid__piece').first().waitFor();
  for (;;) {
    const pieces = await puzzlePieces(phone);
    const place = pieces.findIndex((piece, i) => piece !== i + 1);
    if (place === -1) break;
    const from = pieces.indexOf(place + 1);
    await phone.locator('.puzzle-grid__piece').nth(from).click();
    await phone.locator('.puzzle-grid__piece').nth(place).click();
  }
  await phone.getByText(en.question_views.puzzle.solved).waitFor();
}

/** One swap only: the picture stays in pieces, and no answer goes. */
export async function swapTwoPieces(phone: Page) {
  await phone.locator('.puzzle-grid__piece').nth(0).click();
  await phone.locator('.puzzle-grid__piece').nth(1).click();
}

/** A guess typed in the number box beside the slider. */
export async function typeGuess(phone: Page, value: number) {
  const box = phone.getByLabel(en.slider.type_label);
  await box.fill(String(value));
  await box.press('Enter');
  await send(phone);
  await answerTaken(phone);
}

/** A guess made with the + button, `steps` steps up from where the slider starts: the number sent. */
export async function nudgeGuess(phone: Page, steps: number): Promise<number> {
  for (let i = 0; i < steps; i++) await phone.getByRole('button', { name: en.slider.more }).click();
  const guess = Number(await phone.getByLabel(en.slider.type_label).inputValue());
  await send(phone);
  await answerTaken(phone);
  return guess;
}

/** A tap on the picture at a fraction of its width and height, then send. */
export async function tapPicture(phone: Page, x: number, y: number) {
  const picture = phone.locator('.hotspot-answer .picture-frame__overlay');
  const box = await picture.boundingBox();
  if (!box) throw new Error('the hotspot picture is not on screen');
  await picture.tap({ position: { x: box.width * x, y: box.height * y } });
  await send(phone);
  await answerTaken(phone);
}
