import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDiskMediaStore } from '../../../commands/media-store/local-disk.ts';
import {
  pictureBytesOf,
  uploadedPicturesOf,
  withPicturesStoredAgain,
} from '../../../domain/quiz-transfer/index.ts';

/* Which pictures a Kviss file carries, and how an import points the quiz at their new copies. */

const cover = '/media/quiz-images/cover.screen.webp';
const onQuestion = '/media/quiz-images/q.screen.webp';
const onAnswer = '/media/quiz-images/a.screen.webp';
const quiz = {
  image: cover,
  questions: [
    { title: 'One', image: onQuestion, answers: [{ title: 'A', image: onAnswer }, { title: 'B' }] },
    // Found elsewhere or not an upload: not this installation's files to carry.
    { title: 'Two', image: 'https://example.com/x.png', answers: [{ title: 'C', image: onQuestion }] },
    { title: 'Three', image: '/media/quiz-images/../../etc/passwd' },
  ],
};

describe('the pictures a Kviss file carries', () => {
  it('are the uploaded ones, each with the first place it is used (0 for the cover)', () => {
    expect([...uploadedPicturesOf(quiz)]).toEqual([
      [cover, 0],
      [onQuestion, 1],
      [onAnswer, 1],
    ]);
  });

  it('are read back from data URLs of picture types only', () => {
    expect(pictureBytesOf('data:image/webp;base64,UklGRg==')).toEqual({
      mime: 'image/webp',
      base64: 'UklGRg==',
    });
    expect(pictureBytesOf('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(pictureBytesOf('data:text/html;base64,PGI+')).toBeNull();
    expect(pictureBytesOf('https://example.com/x.png')).toBeNull();
  });

  it('are pointed at their new copies wherever used; the others stay as they were', () => {
    const copy = (name: string) => ({
      image: `/media/quiz-images/${name}.screen.webp`,
      image_original: `/media/quiz-images/${name}.png`,
      image_placeholder: 'data:image/webp;base64,AAAA',
    });
    const again = withPicturesStoredAgain(
      quiz,
      new Map([
        [cover, copy('new-cover')],
        [onQuestion, copy('new-q')],
      ]),
    );
    expect(again.image).toBe('/media/quiz-images/new-cover.screen.webp');
    expect(again.questions[0]).toMatchObject({
      image: copy('new-q').image,
      image_original: copy('new-q').image_original,
    });
    expect(again.questions[0]!.answers![0]!.image).toBe(onAnswer);
    expect(again.questions[1]).toMatchObject({ image: 'https://example.com/x.png' });
    expect(again.questions[1]!.answers![0]!.image).toBe(copy('new-q').image);
  });
});

describe('reading from the local-disk media store', () => {
  it('reads its own files and nothing outside its folder', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'kviss-read-'));
    const root = path.join(parent, 'media');
    await mkdir(path.join(root, 'quiz-images'), { recursive: true });
    await writeFile(path.join(root, 'quiz-images', 'x.webp'), 'picture');
    await writeFile(path.join(parent, 'secret.txt'), 'secret');
    const store = localDiskMediaStore(root);
    expect((await store.read('quiz-images/x.webp'))?.toString()).toBe('picture');
    expect(await store.read('quiz-images/missing.webp')).toBeNull();
    expect(await store.read('../secret.txt')).toBeNull();
    expect(await store.read('quiz-images')).toBeNull();
  });
});
