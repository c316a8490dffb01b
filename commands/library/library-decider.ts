import { decideLibrary, type LibraryCommand } from '../../domain/library/decide.ts';
import {
  evolveLibrary,
  initialLibraryState,
  type LibraryEvent,
  type LibraryState,
} from '../../domain/library/events.ts';
import type { Decider } from '../handle-command.ts';

export const libraryDecider: Decider<LibraryCommand, LibraryEvent, LibraryState> = {
  initialState: initialLibraryState,
  evolve: evolveLibrary,
  decide: decideLibrary,
};
