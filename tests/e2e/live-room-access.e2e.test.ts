import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newAccount, registerViaApi } from './accounts.ts';
import { joinAs, type LiveBrowsers, PHONE, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost as setUpQuiz } from './live-quiz-setup.ts';

/*
 * Who may come into a room, in real browsers: the quizmaster locks the room and a phone is turned
 * away in words; with the two-step join on, a phone taps the pattern from the big screen after the PIN.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

const QUESTIONS = [
  {
    question_id: 'capital',
    kind: 'multiple_choice',
    title: 'What is the capital of Norway?',
    time_limit: 5,
    answers_required: 'one',
    chart_type: 'bar',
    answers: [
      { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
      { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
    ],
  },
];

const SHAPE_NAMES: Record<string, string> = {
  triangle: 'Triangle',
  diamond: 'Diamond',
  circle: 'Circle',
  square: 'Square',
};

beforeAll(async () => {
  live = await startLiveBrowsers('room-access-');
});

afterAll(async () => {
  await live?.close();
});

async function hostedRoom() {
  const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
  const quizId = await setUpQuiz(live.server.url, session.token, {
    title: 'Door night',
    questions: QUESTIONS,
  });
  const host = await (await live.signedInContext(session)).newPage();
  await host.goto(at(`/start-quiz/${quizId}`));
  const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
  expect(pin).toMatch(/^[1-9]\d{5}$/);
  return { host, pin };
}

async function phoneTrying(pin: string, name: string) {
  const phone = await (await live.newContext(PHONE, true)).newPage();
  await phone.goto(at(`/join?pin=${pin}`));
  await phone.getByLabel('Your name').fill(name);
  await phone.getByRole('button', { name: 'Join', exact: true }).click();
  return phone;
}

describe('who may come into a live room', () => {
  it('turns a phone away while the quizmaster has the room locked, and lets it in once unlocked', async () => {
    const { host, pin } = await hostedRoom();
    await host.getByRole('button', { name: 'Lock room' }).click();
    await host.getByTestId('room-locked').waitFor();
    await live.shot(host, 'lobby-locked');

    const phone = await phoneTrying(pin, 'Anna');
    await phone.getByText('The quizmaster has locked this game. Ask them to unlock it.').waitFor();
    await live.shot(phone, 'phone-locked');

    await host.getByRole('button', { name: 'Unlock room' }).click();
    await host.getByTestId('room-locked').waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await phone.getByTestId('player-lobby').getByText('Anna').waitFor();
  });

  it('asks a phone for the pattern on the big screen after the PIN', async () => {
    const { host, pin } = await hostedRoom();
    const early = await (await live.newContext(PHONE, true)).newPage();
    await joinAs(early, at, pin, 'Early');

    await host.getByRole('switch', { name: 'Two-step join' }).click();
    const pattern = host.getByTestId('join-pattern');
    await pattern.waitFor();
    const shapes = await pattern
      .locator('.join-pattern__tile')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-shape') ?? ''));
    expect(shapes).toHaveLength(4);
    await live.shot(host, 'lobby-two-step');

    const phone = await phoneTrying(pin, 'Bert');
    await phone.getByRole('heading', { name: 'Tap the pattern on the big screen' }).waitFor();
    // The phone is never told the pattern: it has only the four keys.
    expect(await phone.content()).not.toContain('join-pattern__tile');
    await live.shot(phone, 'phone-pattern');

    // A wrong pattern is refused in words, and the slots clear for another try.
    const wrong = shapes.map((shape) => (shape === 'circle' ? 'square' : 'circle'));
    for (const shape of wrong) await phone.getByRole('button', { name: SHAPE_NAMES[shape] }).click();
    await phone.getByText('That is not the pattern on the big screen. Try again.').waitFor();

    for (const shape of shapes) await phone.getByRole('button', { name: SHAPE_NAMES[shape] }).click();
    await phone.getByTestId('player-lobby').getByText('Bert').waitFor();
    await host.getByTestId('player-count').filter({ hasText: '2' }).waitFor();
  });

  // Last in the file: it spends this address's join allowance (the browsers and this test share 127.0.0.1).
  it('tells a phone calmly when its network is busy with joins, and joins by itself once it may', async () => {
    const busy = await hostedRoom();
    const { host, pin } = await hostedRoom();
    // Bots from the same address spend its allowance (100 joins, 10 more a second). The phone only
    // tries once a bot has been told the network is busy, and the bots keep every new join taken
    // while it waits: twenty at once, so even on a loaded machine they outpace the refill.
    let spending = true;
    const bots = keepJoinAllowanceSpent(busy.pin, () => spending);
    await bots.drained;

    const phone = await phoneTrying(pin, 'Cleo');
    await phone
      .getByText('Many players are joining from your network right now.', { exact: false })
      .waitFor();
    spending = false;
    await bots.done;
    await live.shot(phone, 'phone-network-busy');
    await phone.getByTestId('player-lobby').getByText('Cleo').waitFor();
    await host.getByTestId('player-count').filter({ hasText: '1' }).waitFor();
    // Bots and a browser on a machine busy with the rest of the suite: more time than the default 30 s.
  }, 90_000);
});

/**
 * Joins from this address with twenty bots at once for as long as `goOn` says (a room that is full
 * still counts joins). `drained` settles once a bot is told the network is busy: the allowance is spent.
 */
function keepJoinAllowanceSpent(pin: string, goOn: () => boolean) {
  let markDrained = () => {};
  const drained = new Promise<void>((resolve) => {
    markDrained = resolve;
  });
  const bot = async (id: number) => {
    for (let round = 0; goOn(); round++) {
      const reply = await joinOnce(pin, `Bot ${id}-${round}`);
      if (reply === 'join_network_busy') markDrained();
    }
  };
  const done = Promise.all(Array.from({ length: 20 }, (_, id) => bot(id))).then(() => undefined);
  return { drained, done };
}

function joinOnce(pin: string, name: string): Promise<string> {
  const socket = new WebSocket(`${live.server.url.replace(/^http/, 'ws')}/ws`);
  return new Promise((resolve) => {
    // A bot only spends the allowance: a connection the busy server drops has done its part too.
    socket.on('error', () => resolve('connection_lost'));
    socket.on('close', () => resolve('connection_lost'));
    socket.on('open', () => socket.send(JSON.stringify({ v: 1, type: 'game.join', ref: 'j', pin, name })));
    socket.on('message', (data: Buffer) => {
      const reply = JSON.parse(data.toString()) as { ref?: string; type: string; code?: string };
      if (reply.ref !== 'j') return;
      socket.terminate();
      resolve(reply.code ?? reply.type);
    });
  });
}
