import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../commands/event-store/event-store.ts';
import type { LibraryEntryAdded } from '../../domain/library/events.ts';
import { LIBRARY_LEVELS } from '../../domain/library/rules.ts';
import type { SchoolMemberAdded } from '../../domain/school/events.ts';
import type { LogPosition } from '../../domain/shared/event.ts';
import type { UserRegistered } from '../../domain/user/events.ts';

/*
 * The school's people and library as events, appended in bulk through the sealing event store (names
 * and e-mails sealed with each person's key, as the write path does): a UserRegistered per person, a
 * SchoolMemberAdded per member on the school's stream, a LibraryEntryAdded per shared quiz.
 */

const FIRST = [
  'Ola',
  'Kari',
  'Nora',
  'Emil',
  'Sofie',
  'Jakob',
  'Ingrid',
  'Lukas',
  'Maja',
  'Filip',
  'Sara',
  'Aksel',
];
const LAST = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Berg',
  'Dahl',
  'Lie',
];
const TOPICS = [
  'Fotosyntese',
  'Brøk',
  'Vikingtiden',
  'Verdensrommet',
  'Grammatikk',
  'Klima',
  'Geometri',
  'Kroppen',
];
const BATCH = 500;

const meta = () => ({
  actorId: null,
  correlationId: randomUUID(),
  causationId: null,
  at: new Date().toISOString(),
});
const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;

export async function seedMembers(store: EventStore, schoolId: string, users: number, schoolVersion: number) {
  const people = Array.from({ length: users }, (_, i) => ({
    userId: randomUUID(),
    name: `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))} ${i}`,
    email: `person-${i}@bench.skole.no`,
    // One teacher in 25, as in a real school.
    role: i % 25 === 0 ? ('teacher' as const) : ('student' as const),
  }));
  let last: LogPosition | null = null;
  for (let from = 0; from < people.length; from += BATCH) {
    const batch = people.slice(from, from + BATCH);
    const appended = await store.append(
      batch.map((p) => ({
        streamName: `user-${p.userId}`,
        expectedVersion: 0,
        events: [
          {
            type: 'UserRegistered',
            data: {
              userId: p.userId,
              name: p.name,
              email: p.email,
              role: p.role,
              provider: 'local',
              providerId: null,
              emailConfirmed: true,
              schoolId: null,
            },
          } satisfies UserRegistered,
        ],
      })),
      meta(),
    );
    last = appended.streamEnds.at(-1)!;
  }
  const usersLast = last!;
  let version = schoolVersion;
  for (let from = 0; from < people.length; from += BATCH) {
    const events = people.slice(from, from + BATCH).map(
      (p): SchoolMemberAdded => ({
        type: 'SchoolMemberAdded',
        data: {
          schoolId,
          userId: p.userId,
          role: p.role,
          admin: false,
          via: 'request',
          at: new Date().toISOString(),
        },
      }),
    );
    const appended = await store.append(
      [{ streamName: `school-${schoolId}`, expectedVersion: version, events }],
      meta(),
    );
    version += events.length;
    last = appended.streamEnds[0]!;
  }
  return {
    teacherIds: people.filter((p) => p.role === 'teacher').map((p) => p.userId),
    usersLast,
    last: last!,
  };
}

export async function seedLibrary(
  store: EventStore,
  schoolId: string,
  quizzes: number,
  teacherIds: readonly string[],
  subjects: readonly { subject_id: string; name: string }[],
) {
  let last: LogPosition | null = null;
  for (let from = 0; from < quizzes; from += BATCH) {
    const count = Math.min(BATCH, quizzes - from);
    const appended = await store.append(
      Array.from({ length: count }, (_, k) => {
        const i = from + k;
        const quizId = randomUUID();
        const subject = pick(subjects, i);
        const grade = (i % 10) + 1;
        const event: LibraryEntryAdded = {
          type: 'LibraryEntryAdded',
          data: {
            quizId,
            schoolId,
            ownerId: pick(teacherIds, i),
            title: `${pick(TOPICS, i)} ${i}`,
            level: pick(LIBRARY_LEVELS, i),
            age: [grade + 5, grade + 7],
            subjectId: subject.subject_id,
            subjectName: subject.name,
            grades: [grade, grade + 1],
            description: `${pick(TOPICS, i + 3)} for ${grade}. trinn, quiz nummer ${i}`,
            image: '/media/bench.webp',
            countryList: i % 10 === 0,
            questionCount: 7 + (i % 8),
          },
        };
        return { streamName: `library-${quizId}`, expectedVersion: 0, events: [event] };
      }),
      meta(),
    );
    last = appended.streamEnds.at(-1)!;
  }
  return last!;
}
