/** What an upload is for: each kind has its own folder under /media/. */
export type MediaFolder = 'avatars' | 'quiz-images' | 'quiz-audio' | 'quiz-videos';

/** One file of a set stored together: `<random name>.<suffix>` (suffix e.g. `jpg` or `phone.webp`). */
export interface MediaFile {
  suffix: string;
  bytes: Buffer;
}

/**
 * Where uploaded files live (DESIGN §1 port). One adapter per backend beside this file, chosen at
 * start-up in api/compose-deps.ts: `localDiskMediaStore` under the data directory by default; an
 * object store would be another file here. Whatever the backend, the paths it hands out are served
 * under /media/ and never change (names are random and never reused), so they may be cached for good.
 */
export interface MediaStore {
  /** Stores the bytes under a fresh random name and returns their path relative to /media/. */
  put(folder: MediaFolder, extension: string, bytes: Buffer): Promise<string>;
  /**
   * Stores files that belong together (a picture and its sizes) under one fresh random name, so each
   * can be found from another by its suffix. Returns their paths relative to /media/, in order.
   */
  putSet(folder: MediaFolder, files: readonly MediaFile[]): Promise<string[]>;
  /**
   * The bytes of a stored file by its path relative to /media/ (as `put` returned it), or null when
   * there is no such file. For carrying a quiz's pictures in its export.
   */
  read(path: string): Promise<Buffer | null>;
  /**
   * Deletes files `put` or `putSet` just stored, by their paths relative to /media/, when the upload
   * they belong to is refused after all (its account's quota was taken by an upload racing it).
   */
  remove(paths: readonly string[]): Promise<void>;
}
