import { decideTogether, type TogetherCommand } from '../../domain/together/decide.ts';
import {
  evolveTogether,
  initialTogetherState,
  type TogetherEvent,
  type TogetherState,
} from '../../domain/together/events.ts';
import type { Decider } from '../handle-command.ts';

export const togetherDecider: Decider<TogetherCommand, TogetherEvent, TogetherState> = {
  initialState: initialTogetherState,
  evolve: evolveTogether,
  decide: decideTogether,
};
