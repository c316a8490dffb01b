import type { CreateSchool, SchoolActor, UpdateSchool } from '../../domain/school/decide.ts';
import { evolveSchool, type SchoolEvent, schoolStreamName } from '../../domain/school/events.ts';
import { checkSchoolForm, type SchoolProfile } from '../../domain/school/rules.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import { loadStream } from '../handle-command.ts';
import { schoolDecider } from './school-decider.ts';
import { releases, uniqueHolds } from './unique-names.ts';

const MAX_ATTEMPTS = 3;

/**
 * Creates a school, or saves its settings, together with the holds on its unique name and slug in one
 * transaction (unique-names.ts). A conflict on any of them decides again on what really happened.
 */
export async function saveSchool(
  deps: CommandDeps,
  schoolId: string,
  input:
    | { type: 'CreateSchool'; actor: SchoolActor; profile: SchoolProfile; feideOrg: string | null }
    | { type: 'UpdateSchool'; actor: SchoolActor; profile: SchoolProfile },
  origin: CommandOrigin,
) {
  const streamName = schoolStreamName(schoolId);
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadStream(deps, streamName, schoolDecider);
    // The holds are looked up under the cleaned name and slug; a form that does not pass is refused by the decider.
    const checked = checkSchoolForm(input.profile);
    const wanted = 'profile' in checked ? checked.profile : input.profile;
    const holds = await uniqueHolds(deps.store, schoolId, wanted);
    const taken = { nameTaken: holds.nameTaken, slugTaken: holds.slugTaken };
    const command: CreateSchool | UpdateSchool =
      input.type === 'CreateSchool'
        ? {
            type: 'CreateSchool',
            actor: input.actor,
            data: {
              ...input.profile,
              ...taken,
              schoolId,
              feideOrg: input.feideOrg,
              at: deps.clock.now().toISOString(),
            },
          }
        : { type: 'UpdateSchool', actor: input.actor, data: { ...input.profile, ...taken } };
    const events: SchoolEvent[] = schoolDecider.decide(command, state);
    const after = events.reduce(evolveSchool, state);
    const released =
      state.status === 'open' && after.status === 'open'
        ? await releases(deps.store, schoolId, state.profile, after.profile)
        : [];
    try {
      const appended = await deps.store.append(
        [{ streamName, expectedVersion: version, events }, ...holds.appends(), ...released],
        metadataFor(origin, deps.clock),
      );
      return { events, state: after, last: appended.streamEnds[0]! };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
