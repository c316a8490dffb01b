import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What an upload is for: each kind has its own folder under /media/. */
export type MediaFolder = 'avatars' | 'quiz-images' | 'quiz-audio';

/** Where uploaded files live; local disk by default (DESIGN §3), an object store later. */
export interface MediaStore {
  /** Stores the bytes and returns their path under /media/. */
  put(folder: MediaFolder, extension: string, bytes: Buffer): Promise<string>;
}

export function diskMediaStore(root: string): MediaStore {
  return {
    async put(folder, extension, bytes) {
      // Names are random: an upload can never overwrite another or choose where it lands.
      const relative = `${folder}/${randomUUID()}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, relative), bytes, { flag: 'wx' });
      return relative;
    },
  };
}
