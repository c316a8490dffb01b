import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { newAccount, registerConfirmedViaApi } from './accounts.ts';
import {
  buildHotspot,
  buildMultipleChoice,
  buildMusic,
  buildPictureChoice,
  buildPuzzle,
  buildScramble,
  buildSlide,
  buildSlider,
  buildSortingList,
  buildTyping,
  buildWordCloud,
  explain,
  fill,
} from './live-all-types-editor.ts';
import {
  answerScramble,
  answerSortingList,
  answerTyping,
  nudgeGuess,
  solvePuzzle,
  swapTwoPieces,
  tapAnswer,
  tapPicture,
  typeAnswer,
  typeGuess,
} from './live-all-types-phone.ts';
import { checkReplay, checkReport, type LookBack } from './live-all-types-report.ts';
import { answerTaken, type LiveBrowsers, PHONE, PROJECTOR, startLiveBrowsers } from './live-browser.ts';

/*
 * Issue 11's round trip: a quizmaster builds one question of every type (and a slide) in the editor,
 * by hand, and plays it live with two players to the podium. Anna gets every scored question right,
 * Bert gets them wrong; each result screen shows what its type reveals. With LIVE_SCREENSHOTS=<dir>
 * every type's screens are saved at phone and projector size, to look at.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('all-types-');
});
afterAll(async () => {
  await live?.close();
});

/** Long enough that a 375 px quizmaster screen cannot show it whole in its top bar. */
const QUIZ_TITLE = 'Every kind of question: choices, words, pictures, music, numbers and places';
const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars'] as const;
const EXPLANATION = 'Oslo has been the capital of Norway since 1814.';

async function buildTheQuiz(page: Page) {
  await explain(
    await buildMultipleChoice(page, 'What is the capital of Norway?', ['Oslo', 'Bergen', 'Trondheim']),
    EXPLANATION,
  );
  await buildTyping(page, 'Which planet is called the red planet?', ['Mars']);
  await buildScramble(page, 'Unscramble this landscape word', 'FJORD');
  await buildWordCloud(page, 'Describe Norway in one word');
  await buildSlide(page, 'Half time!', 'Stretch your legs: pictures and music come next.');
  await buildSortingList(page, 'Put the planets in order from the Sun', PLANETS);
  await buildPuzzle(page, 'Put the picture back together', 'Four colours and a dot');
  await buildPictureChoice(page, 'scale_image', 'What is in the middle of the picture?', [
    'A white dot',
    'A black cat',
  ]);
  await buildPictureChoice(page, 'reveal_image', 'Which colour is the top-left corner?', ['Red', 'Blue']);
  await buildMusic(page, 'Which song is this?', ['Take On Me — a-ha', 'Dancing Queen — ABBA']);
  await buildSlider(page, 'How many percent of Norway is forest?', {
    min: 0,
    max: 100,
    correct: 38,
    margin: 3,
    unit: '%',
  });
  await buildHotspot(page, 'Tap the white dot', 'The dot');
}

/** What the report and the replay say each player answered (Anna right, Bert wrong), in the game's order. */
const answersInWords = (bertGuess: number): LookBack[] => [
  { title: 'What is the capital of Norway?', anna: 'Oslo', bert: 'Bergen', scored: true, correct: 'Oslo' },
  {
    title: 'Which planet is called the red planet?',
    anna: 'mars',
    bert: 'Venus',
    scored: true,
    correct: 'Mars',
  },
  // The letters as the phone sent them; the solution as the quiz wrote it.
  { title: 'Unscramble this landscape word', anna: 'fjord', bert: 'drofj', scored: true, correct: 'FJORD' },
  { title: 'Describe Norway in one word', anna: 'mountains', bert: 'fjords', scored: false },
  { title: 'Half time!', anna: '', bert: '', scored: false, slide: true },
  {
    title: 'Put the planets in order from the Sun',
    anna: PLANETS.join(' → '),
    bert: [...PLANETS].reverse().join(' → '),
    scored: true,
    correct: PLANETS.join(' → '),
  },
  {
    title: 'Put the picture back together',
    anna: en.question_views.puzzle.answer_solved,
    bert: '–',
    bertSilent: true,
    scored: true,
    correct: 'Four colours and a dot',
  },
  {
    title: 'What is in the middle of the picture?',
    anna: 'A white dot',
    bert: 'A black cat',
    scored: true,
    correct: 'A white dot',
  },
  { title: 'Which colour is the top-left corner?', anna: 'Red', bert: 'Blue', scored: true, correct: 'Red' },
  {
    title: 'Which song is this?',
    anna: 'Take On Me — a-ha',
    bert: 'Dancing Queen — ABBA',
    scored: true,
    correct: 'Take On Me — a-ha',
  },
  {
    title: 'How many percent of Norway is forest?',
    anna: '38 %',
    bert: `${bertGuess} %`,
    scored: true,
    correct: '38 %',
  },
  {
    title: 'Tap the white dot',
    anna: /Marker at \d+ % across, \d+ % down\.$/,
    bert: /Marker at \d+ % across, \d+ % down\.$/,
    scored: true,
    correct: 'The dot',
  },
];

const verdict = (phone: Page, expected: 'correct' | 'wrong' | 'no_answer') =>
  phone.locator(`[data-testid="player-result"][data-verdict="${expected}"]`).waitFor();

describe('every question type, built in the editor and played live', () => {
  it('builds twelve questions by hand and plays them with two players to the podium', async () => {
    const session = await registerConfirmedViaApi(live.server, newAccount('Quiz Master'));
    const host = await (await live.signedInContext(session)).newPage();

    // The editor: a new quiz, one question of every type, saved.
    await host.goto(at('/my-quiz/en'));
    await host.getByRole('button', { name: 'New quiz' }).first().click();
    await host.getByRole('dialog').getByLabel('Quiz title').fill(QUIZ_TITLE);
    await host.getByRole('button', { name: 'Create and edit' }).click();
    await host.waitForURL(/\/my-quiz\/edit\/[0-9a-f-]{36}$/);
    await host.getByRole('heading', { level: 1, name: QUIZ_TITLE }).waitFor();
    await buildTheQuiz(host);
    expect(await host.locator('article.question-card').count()).toBe(12);
    // Twelve is more than a game plays by default: the editor says so and offers to play them all.
    await host.getByRole('button', { name: fill(en.editor.play_all, { total: 12 }) }).click();
    await live.shot(host, 'editor');
    await host.getByRole('button', { name: en.editor.save, exact: true }).click();
    await host.getByText(en.editor.all_saved).waitFor();

    // Hosting straight from the editor, as the quizmaster would.
    await host.getByRole('link', { name: en.my_quiz.host_live }).click();
    await host.getByTestId('game-pin').waitFor();
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    const anna = await live.joinedPhone(pin, 'Anna');
    const bert = await live.joinedPhone(pin, 'Bert');
    // On a phone-sized quizmaster screen the quiz's title keeps to one line, whole in its tooltip.
    const barTitle = host.locator('.host-screen__quiz');
    expect(await barTitle.getAttribute('title')).toBe(QUIZ_TITLE);
    await host.setViewportSize(PHONE);
    const [height, fontSize] = await barTitle.evaluate((el) => [
      el.getBoundingClientRect().height,
      Number.parseFloat(getComputedStyle(el).fontSize),
    ]);
    expect(height).toBeLessThan(fontSize * 2);
    // ...without making the screen wider than the phone.
    const wide = () => host.evaluate(() => document.querySelector('.live-stage')?.scrollWidth ?? 0);
    expect(await wide()).toBeLessThanOrEqual(PHONE.width);
    await host.setViewportSize(PROJECTOR);
    await host.getByRole('button', { name: en.live.start }).click();

    /** The question is on every screen; its opening screens are saved as `<name>-question`. */
    const opened = async (title: string, name: string) => {
      await host.getByRole('heading', { name: title }).waitFor();
      await live.shot(host, `${name}-host-question`);
      await live.shot(anna, `${name}-phone-question`);
    };
    /** The question closed: the result screens are saved, and the quizmaster goes on. */
    const closed = async (name: string, last = false) => {
      await host.waitForURL(at('/master-result'));
      await live.shot(host, `${name}-host-result`);
      await live.shot(anna, `${name}-phone-result`);
      await live.shot(bert, `${name}-phone-result-bert`);
      await host.getByRole('button', { name: last ? en.live.show_podium : en.live.next_question }).click();
    };

    // Multiple choice, with the explanation after the reveal.
    await opened('What is the capital of Norway?', 'basic');
    await tapAnswer(anna, 'Oslo');
    await tapAnswer(bert, 'Bergen');
    await host.waitForURL(at('/master-result'));
    await host.getByText(EXPLANATION).waitFor();
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await closed('basic');

    // Typing: accents and capitals do not count, the wrong answer is listed.
    await opened('Which planet is called the red planet?', 'typing');
    await answerTyping(anna, 'mars');
    await answerTyping(bert, 'Venus');
    await host.waitForURL(at('/master-result'));
    await host.getByText(en.text_questions.typing.result_accepted).first().waitFor();
    await host.getByText(fill(en.text_questions.typing.result_correct_one, { answered: 2 })).waitFor();
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await closed('typing');

    // Scramble: the letters tapped in order.
    await opened('Unscramble this landscape word', 'scramble');
    await answerScramble(anna, 'FJORD');
    await answerScramble(bert, 'DROFJ');
    await host.waitForURL(at('/master-result'));
    await host.getByText(fill(en.text_questions.scramble.result_correct_one, { answered: 2 })).waitFor();
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await closed('scramble');

    // Word cloud: a rude word is refused on the phone, then an ordinary one goes in the cloud.
    await opened('Describe Norway in one word', 'word-cloud');
    await typeAnswer(anna, en.text_questions.cloud.phone_label, 'fuck');
    await anna.getByText(en.errors.answer_word_unavailable).waitFor();
    await live.shot(anna, 'word-cloud-phone-refused');
    await typeAnswer(anna, en.text_questions.cloud.phone_label, 'mountains');
    await answerTaken(anna);
    await typeAnswer(bert, en.text_questions.cloud.phone_label, 'fjords');
    await answerTaken(bert);
    await host.waitForURL(at('/master-result'));
    await host.getByText(fill(en.text_questions.cloud.total_other, { count: 2 })).waitFor();
    await host.locator('.word-cloud').getByText('mountains', { exact: true }).waitFor();
    expect(await host.getByText('fuck').count()).toBe(0);
    await closed('word-cloud');

    // The slide: nothing to answer, the quizmaster moves on.
    await opened('Half time!', 'slide');
    await host.getByText('Stretch your legs: pictures and music come next.').waitFor();
    // Nothing to answer, so no timer on the phone: neither time left nor "No time limit".
    await anna.getByText('Stretch your legs: pictures and music come next.').waitFor();
    expect(await anna.locator('.countdown, .countdown-note').count()).toBe(0);
    await host.getByRole('button', { name: en.live.next_question }).click();

    // Sorting list with "move up"; Bert sends the list upside down.
    await opened('Put the planets in order from the Sun', 'sorting');
    await answerSortingList(anna, PLANETS);
    await answerSortingList(bert, [...PLANETS].reverse());
    await host.waitForURL(at('/master-result'));
    await host
      .getByText(fill(en.question_views.sorting_list.fully_correct, { solved: 1, answered: 2 }))
      .waitFor();
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await closed('sorting');

    // Puzzle by tap-to-swap; Bert does not finish, and the quizmaster skips the wait.
    await opened('Put the picture back together', 'puzzle');
    await swapTwoPieces(bert);
    await solvePuzzle(anna);
    await answerTaken(anna);
    await host.getByRole('button', { name: en.live.skip }).click();
    await host.waitForURL(at('/master-result'));
    await host.getByText('Four colours and a dot').waitFor();
    await host.getByText(fill(en.question_views.puzzle.solved_count, { solved: 1, answered: 1 })).waitFor();
    await verdict(anna, 'correct');
    await verdict(bert, 'no_answer');
    await closed('puzzle');

    // The zooming and the hidden picture: chosen answers, as in multiple choice.
    await opened('What is in the middle of the picture?', 'scale-image');
    await tapAnswer(anna, 'A white dot');
    await tapAnswer(bert, 'A black cat');
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await bert.getByText(fill(en.live.correct_was, { answers: 'A white dot' })).waitFor();
    await closed('scale-image');

    await opened('Which colour is the top-left corner?', 'reveal-image');
    await tapAnswer(anna, 'Red');
    await tapAnswer(bert, 'Blue');
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await closed('reveal-image');

    // Music: the clip is on both screens.
    await opened('Which song is this?', 'music');
    await host.locator('.music-clip').waitFor();
    await anna.locator('.music-clip').waitFor();
    await tapAnswer(anna, 'Take On Me — a-ha');
    await tapAnswer(bert, 'Dancing Queen — ABBA');
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await closed('music');

    // Slider: Anna types her guess, Bert presses + five times from where the slider starts.
    await opened('How many percent of Norway is forest?', 'slider');
    await typeGuess(anna, 38);
    const bertGuess = await nudgeGuess(bert, 5);
    await host.waitForURL(at('/master-result'));
    const average = host.locator('.slider-result dt', { hasText: en.slider.average }).locator('+ dd');
    expect((await average.textContent())?.replace(/\s/g, ' ')).toBe(`${(38 + bertGuess) / 2} %`);
    await host.getByText(/^Correct: 38\s%/).waitFor();
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await closed('slider');

    // Hotspot: a tap in the middle hits the area, one in the corner misses.
    await opened('Tap the white dot', 'hotspot');
    await tapPicture(anna, 0.5, 0.5);
    await tapPicture(bert, 0.1, 0.1);
    await host.waitForURL(at('/master-result'));
    await host.getByText(fill(en.hotspot.tapped_correct, { count: 1, taps: 2 })).waitFor();
    await verdict(anna, 'correct');
    await verdict(bert, 'wrong');
    await closed('hotspot', true);

    // The podium: Anna first, Bert second.
    await host.waitForURL(at('/master-summary'));
    await host.getByRole('heading', { name: en.live.podium_title }).waitFor();
    await host.locator('.podium__step--1 .podium__name').filter({ hasText: 'Anna' }).waitFor();
    await host.locator('.podium__name').filter({ hasText: 'Bert' }).waitFor();
    await anna.getByTestId('player-summary').waitFor();
    await live.shot(host, 'podium-host');
    await live.shot(bert, 'podium-phone');

    // Looking back: the report and the replay put every type's answers in words, with the points.
    const lookBack = answersInWords(bertGuess);
    await checkReport(host, at, live.shot, lookBack);
    await checkReplay(host, live.shot, lookBack);
  }, 300_000);
});
