import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './port.ts';

/** The default media store: files on local disk, in the folder served at /media/ (DESIGN §3). */
export function localDiskMediaStore(root: string): MediaStore {
  const store: MediaStore = {
    async put(folder, extension, bytes) {
      const [stored] = await store.putSet(folder, [{ suffix: extension, bytes }]);
      return stored!;
    },
    async putSet(folder, files) {
      // Names are random: an upload can never overwrite another or choose where it lands.
      const name = randomUUID();
      await mkdir(path.join(root, folder), { recursive: true });
      const paths = files.map((file) => `${folder}/${name}.${file.suffix}`);
      // `wx`: refuse to replace a file, even in the impossible case of a repeated name.
      await Promise.all(
        files.map((file, i) => writeFile(path.join(root, paths[i]!), file.bytes, { flag: 'wx' })),
      );
      return paths;
    },
    async read(relative) {
      const file = inside(relative);
      if (!file) return null;
      return readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },
    async remove(relatives) {
      await Promise.all(
        relatives.map((relative) => {
          const file = inside(relative);
          return file ? rm(file, { force: true }) : undefined;
        }),
      );
    },
  };
  // Only files under the media folder: a path from a quiz never reads or deletes anything else on disk.
  const inside = (relative: string) => {
    const file = path.resolve(root, relative);
    return file.startsWith(path.resolve(root) + path.sep) ? file : null;
  };
  return store;
}
