import { decideSharing, type SharingCommand } from '../../domain/quiz-sharing/decide.ts';
import {
  evolveSharing,
  initialSharingState,
  type SharingEvent,
  type SharingState,
} from '../../domain/quiz-sharing/events.ts';
import type { Decider } from '../handle-command.ts';

export const sharingDecider: Decider<SharingCommand, SharingEvent, SharingState> = {
  initialState: initialSharingState,
  evolve: evolveSharing,
  decide: decideSharing,
};
