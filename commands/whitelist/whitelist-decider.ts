import { decideWhitelist, type WhitelistCommand } from '../../domain/whitelist/decide.ts';
import {
  evolveWhitelist,
  initialWhitelistState,
  type WhitelistEvent,
  type WhitelistState,
} from '../../domain/whitelist/events.ts';
import type { Decider } from '../handle-command.ts';

export const whitelistDecider: Decider<WhitelistCommand, WhitelistEvent, WhitelistState> = {
  initialState: initialWhitelistState,
  evolve: evolveWhitelist,
  decide: decideWhitelist,
};
