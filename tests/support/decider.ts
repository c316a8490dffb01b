import { DomainError } from '../../domain/shared/domain-error.ts';

/*
 * Given events / When a command / Then events or the rule it breaks: the one shape every decider test in
 * tests/domain is written in, so a decider's test says only its events and commands.
 */

export interface Decider<State, Event, Command> {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: State;
}

/**
 * What a command came to: the events it records, or the code of the rule it breaks. Each side names the
 * other as absent so a test may read `.events` or `.error` without narrowing first.
 */
export type Outcome<Event> = { events: Event[]; error?: undefined } | { error: string; events?: undefined };

/** A refusal as the API would tell it: the rule's code and the figures its message names. */
export interface Refusal {
  code: string;
  params: DomainError['params'];
}

export function deciderSpec<State, Event, Command>({
  decide,
  evolve,
  initialState,
}: Decider<State, Event, Command>) {
  const fold = (history: readonly Event[]) => history.reduce(evolve, initialState);
  /** The events a command records after a history; a refusal throws its DomainError. */
  const when = (history: readonly Event[], command: Command) => decide(command, fold(history));
  return {
    fold,
    when,
    /** Given a history: its state, and When a command, the Outcome as plain data to compare. */
    given: (...history: Event[]) => {
      const state = fold(history);
      return {
        state,
        when: (command: Command): Outcome<Event> => outcome(() => decide(command, state)),
        /** The events themselves, for a test that goes on with them; a refusal throws its DomainError. */
        decide: (command: Command) => decide(command, state),
      };
    },
    /** The rule a command breaks after a history; a command that is allowed fails the test. */
    refused: (history: readonly Event[], command: Command): Refusal => {
      const refusal = refusalOf(() => when(history, command));
      if (!refusal) throw new Error('expected a refusal, the command was allowed');
      return refusal;
    },
  };
}

/** The rule `run` breaks with the figures its message names, or null when it runs through. */
export function refusalOf(run: () => unknown): Refusal | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, params: error.params };
    throw error;
  }
}

/** The code of the rule `run` breaks, or null when it runs through. */
export function brokenRule(run: () => unknown): string | null {
  return refusalOf(run)?.code ?? null;
}

function outcome<Event>(run: () => Event[]): Outcome<Event> {
  try {
    return { events: run() };
  } catch (error) {
    if (error instanceof DomainError) return { error: error.code };
    throw error;
  }
}
