import { assertNever, type DomainEvent } from '../shared/event.ts';

/*
 * What an account has stored in the media store (issue 28 item 10): one stream per account,
 * `media-<userId>`, one event per upload. Each event freezes the decision it records (DESIGN §2): the
 * bytes written, the account's total after them, and the quota that applied, so a later change of the
 * quota never rewrites what was allowed before.
 */

export const mediaStreamName = (userId: string) => `media-${userId}`;

export type MediaStored = DomainEvent<
  'MediaStored',
  {
    /** The media folder, e.g. `quiz-videos`. */
    folder: string;
    /** Paths under /media/ of the files written together (a picture and its sizes). */
    paths: string[];
    /** Bytes written to disk by this upload (every size of a picture). */
    bytes: number;
    /** The account's stored bytes after this upload. */
    totalBytes: number;
    /** The quota this upload was judged against. */
    quotaBytes: number;
  }
>;

export type MediaEvent = MediaStored;

export const MEDIA_EVENT_TYPES: ReadonlyArray<MediaEvent['type']> = ['MediaStored'];

export interface MediaState {
  storedBytes: number;
  files: number;
}

export const initialMediaState: MediaState = { storedBytes: 0, files: 0 };

export function evolveMedia(state: MediaState, event: MediaEvent): MediaState {
  switch (event.type) {
    case 'MediaStored':
      return { storedBytes: event.data.totalBytes, files: state.files + event.data.paths.length };
    default:
      return assertNever(event.type);
  }
}
