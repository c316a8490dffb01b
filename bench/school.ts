/**
 * School benchmark (issue 15): a school of 5,000 users and 2,000 library quizzes, then the p99 latency of
 * Manage School's users page (paged, searchable) and of the library search, each under 50 concurrent
 * readers, against `npm start`'s server in a process of its own. The admin, the school and its subjects
 * go through the API; the people and the library are bulk-appended as events through the sealing event
 * store (with the server's own secret), and the server's projections take them in as they would any
 * write. On a scratch embedded PostgreSQL, or a scratch database at DATABASE_URL. Target: p99 < 100 ms.
 *
 * Two measures per endpoint. `readers`: 50 people, each reading a page for 1–3 s before the next one
 * (the think time bench:solo gives its players), as a school's admins and teachers use these screens.
 * `saturated`: the same 50 loops with no pause at all, a stress figure that shows the server's
 * throughput on this machine (there, latency is 50 ÷ requests per second, whatever the query costs).
 * Progress goes to stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:school [-- --users 5000 --quizzes 2000 --readers 50 --requests 2000]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connect } from '../api/database/connect.ts';
import { deriveSecrets } from '../api/secrets.ts';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store.ts';
import { PersonalDataVault } from '../commands/privacy/personal-data-vault.ts';
import { SealingEventStore } from '../commands/privacy/sealing-event-store.ts';
import type { LogPosition } from '../domain/shared/event.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import { searchLibrary } from '../projections/library/index.ts';
import { listMembers } from '../projections/schools/index.ts';
import { waitForCheckpoint } from '../projections/wait-for-checkpoint.ts';
import { Cleanup } from './live/cleanup.ts';
import { call } from './live/quiz-setup.ts';
import { startServerProcess } from './live/server-process.ts';
import { seedLibrary, seedMembers } from './school/seed.ts';
import { benchDatabase } from './support/bench-database.ts';
import { readServerSettings } from './support/server-settings.ts';
import { percentile } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    quizzes: { type: 'string' },
    readers: { type: 'string' },
    requests: { type: 'string' },
    'think-ms': { type: 'string' },
    'paced-requests': { type: 'string' },
  },
});
const USERS = Number(values.users ?? 5000);
const QUIZZES = Number(values.quizzes ?? 2000);
const READERS = Number(values.readers ?? 50);
const REQUESTS = Number(values.requests ?? 2000);
const PACED_REQUESTS = Number(values['paced-requests'] ?? 1000);
const [THINK_MIN_MS, THINK_MAX_MS] = (values['think-ms'] ?? '1000-3000').split('-').map(Number) as [
  number,
  number,
];
const TARGET_P99_MS = 100;
const started = performance.now();
const progress = (message: string) =>
  console.error(`[bench:school +${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);

const USER_SEARCHES = ['', '', 'ola', 'hansen', 'kari berg', 'person-42', 'nobody-like-this'];
const LIBRARY_SEARCHES = ['', '', 'fotosyntese', 'brøk', 'trinn', 'vikingtiden 1', 'nothing-like-this'];

/**
 * `total` requests from `readers` concurrent loops; the latency of each, in ms. With `thinkMs`, each loop
 * pauses a random time in that range before each request (a person reading the page they got).
 */
async function load(
  readers: number,
  total: number,
  request: (i: number) => Promise<void>,
  thinkMs: [number, number] = [0, 0],
) {
  const latencies: number[] = [];
  let next = 0;
  const loop = async () => {
    for (let i = next++; i < total; i = next++) {
      const think = thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]);
      if (think > 0) await new Promise((resolve) => setTimeout(resolve, think));
      const t0 = performance.now();
      await request(i);
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: readers }, loop));
  const seconds = (performance.now() - t0) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (p: number) => Number(percentile(sorted, p).toFixed(1));
  return {
    requests: total,
    p50_ms: ms(50),
    p95_ms: ms(95),
    p99_ms: ms(99),
    max_ms: ms(100),
    per_second: Math.round(total / seconds),
  };
}

const cleanup = new Cleanup();
let report: Record<string, unknown> | undefined;
try {
  const database = await benchDatabase(cleanup);
  const connection = connect<unknown>(database.url);
  cleanup.add('connection', () => connection.close());
  await migrateToLatest(connection.db);
  const settings = await readServerSettings(connection.db);

  // One secret for the server and for us: what we seal, its projections can open.
  const root = randomBytes(32);
  process.env.KVISS_SECRET = root.toString('base64');
  const store = new SealingEventStore(
    new PostgresEventStore(connection.db, { connectionString: database.url }),
    new PersonalDataVault(connection.db, deriveSecrets(root).vaultMasterKey),
  );
  const server = await startServerProcess(database.url, 100);
  cleanup.add('server', () => server.stop());
  await server.ready();
  progress(
    `PostgreSQL ${settings.postgres} (${database.external ? 'external' : 'embedded'}), server at ${server.url}`,
  );

  // The admin (a teacher), the school and its subjects through the API.
  const admin = await call(server.url, 'POST', '/api/auth/register', null, {
    name: 'Kari Admin',
    email: `admin-${randomUUID().slice(0, 8)}@bench.skole.no`,
    password: 'correct horse battery',
  });
  const token = admin.token as string;
  const adminId = (admin.user as { _id: string })._id;
  const adminStream = await store.readStream(`user-${adminId}`);
  const role = await store.append(
    [
      {
        streamName: `user-${adminId}`,
        expectedVersion: adminStream.length,
        events: [{ type: 'UserRoleChanged', data: { userId: adminId, from: 'user', to: 'teacher' } }],
      },
    ],
    { actorId: null, correlationId: randomUUID(), causationId: null, at: new Date().toISOString() },
  );
  await waitForCheckpoint(connection.db, 'users', role.streamEnds[0]!, { timeoutMs: 30_000 });
  const school = await call(server.url, 'POST', '/api/schools/create', token, {
    school_name: 'Benchmark skole',
    name: 'Kari Admin',
    phone: '+47 912 34 567',
    email: 'post@bench.skole.no',
    district: 'Oslo',
    country: 'NO',
    slug: `bench-${randomUUID().slice(0, 8)}`,
  });
  const schoolId = school.school_id as string;
  const auth = (await call(server.url, 'POST', '/api/schools/switch', token, { school_id: schoolId }))
    .token as string;
  const subjects: { subject_id: string; name: string }[] = [];
  for (const name of ['Naturfag', 'Matematikk', 'Norsk', 'Engelsk', 'Samfunnsfag'])
    subjects.push(
      (await call(server.url, 'POST', `/api/schools/${schoolId}/subjects`, auth, { name })) as never,
    );

  progress(`seeding ${USERS} users and ${QUIZZES} library quizzes as events`);
  const schoolVersion = (await store.readStream(`school-${schoolId}`)).length;
  const seedStarted = performance.now();
  const members = await seedMembers(store, schoolId, USERS, schoolVersion);
  const lastLibrary = await seedLibrary(store, schoolId, QUIZZES, members.teacherIds, subjects);
  const seedMs = performance.now() - seedStarted;
  const caughtUp = async (projection: string, last: LogPosition) => {
    if (!(await waitForCheckpoint(connection.db, projection, last, { timeoutMs: 600_000, intervalMs: 200 })))
      throw new Error(`the ${projection} projection did not catch up`);
  };
  await caughtUp('users', members.usersLast);
  await caughtUp('schools', members.last);
  await caughtUp('library', lastLibrary);
  const projectMs = performance.now() - seedStarted - seedMs;
  progress(`appended in ${Math.round(seedMs)} ms; projections caught up ${Math.round(projectMs)} ms later`);
  await sql`analyze`.execute(connection.db);

  const get = async (route: string) => {
    const response = await fetch(`${server.url}${route}`, { headers: { authorization: `Bearer ${auth}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`);
  };
  const usersRoute = (i: number) => {
    const search = USER_SEARCHES[i % USER_SEARCHES.length]!;
    const page = search ? 1 : 1 + (i % Math.ceil(USERS / 20));
    return `/api/schools/${schoolId}/users?page=${page}&page_size=20${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  };
  const libraryRoute = (i: number) => {
    const query = new URLSearchParams({ page: String(1 + (i % 3)), page_size: '12' });
    const search = LIBRARY_SEARCHES[i % LIBRARY_SEARCHES.length]!;
    if (search) query.set('search', search);
    if (i % 3 === 1) query.set('subject', subjects[i % subjects.length]!.subject_id);
    if (i % 4 === 2) query.set('grade', String((i % 12) + 1));
    if (i % 5 === 3) query.set('level', 'normal');
    return `/api/schools/${schoolId}/library?${query}`;
  };
  // A warm-up, so connection pools and the planner's caches are as in a running server.
  await load(10, 100, (i) => get(usersRoute(i)));
  await load(10, 100, (i) => get(libraryRoute(i)));
  // The same queries alone, one at a time from here: what the database spends, without HTTP or queueing.
  const alone = async (run: (i: number) => Promise<unknown>) =>
    load(1, 200, async (i) => void (await run(i)));
  const queryUsers = await alone((i) =>
    listMembers(connection.db, schoolId, {
      search: USER_SEARCHES[i % USER_SEARCHES.length]!,
      status: null,
      adminsOnly: false,
      page: 1 + (i % 10),
      pageSize: 20,
    }),
  );
  const queryLibrary = await alone((i) =>
    searchLibrary(connection.db, {
      schoolId,
      country: 'NO',
      scope: 'school',
      search: LIBRARY_SEARCHES[i % LIBRARY_SEARCHES.length]!,
      subjectId: i % 3 === 1 ? subjects[i % subjects.length]!.subject_id : null,
      grade: i % 4 === 2 ? (i % 12) + 1 : null,
      level: i % 5 === 3 ? 'normal' : null,
      page: 1 + (i % 3),
      pageSize: 12,
    }),
  );
  progress(`queries alone: users ${JSON.stringify(queryUsers)}, library ${JSON.stringify(queryLibrary)}`);
  // A signed-in call that reads one small row: what any request costs on this machine, for scale.
  const baseline = await load(READERS, REQUESTS, () => get('/api/schools/mine'));
  progress(`baseline (GET /api/schools/mine): ${JSON.stringify(baseline)}`);
  const think: [number, number] = [THINK_MIN_MS, THINK_MAX_MS];
  progress(
    `${READERS} readers, ${THINK_MIN_MS}-${THINK_MAX_MS} ms on each page, ${PACED_REQUESTS} requests per endpoint`,
  );
  const usersPage = await load(READERS, PACED_REQUESTS, (i) => get(usersRoute(i)), think);
  progress(`users page, readers: ${JSON.stringify(usersPage)}`);
  const librarySearch = await load(READERS, PACED_REQUESTS, (i) => get(libraryRoute(i)), think);
  progress(`library search, readers: ${JSON.stringify(librarySearch)}`);
  progress(`${READERS} loops with no pause, ${REQUESTS} requests per endpoint`);
  const usersSaturated = await load(READERS, REQUESTS, (i) => get(usersRoute(i)));
  progress(`users page, saturated: ${JSON.stringify(usersSaturated)}`);
  const librarySaturated = await load(READERS, REQUESTS, (i) => get(libraryRoute(i)));
  progress(`library search, saturated: ${JSON.stringify(librarySaturated)}`);

  report = {
    bench: 'school',
    users: USERS,
    library_quizzes: QUIZZES,
    readers: READERS,
    think_ms: think,
    target_p99_ms: TARGET_P99_MS,
    users_page: usersPage,
    library_search: librarySearch,
    users_page_saturated: usersSaturated,
    library_search_saturated: librarySaturated,
    baseline_my_schools: baseline,
    query_alone_users_ms: { p50: queryUsers.p50_ms, p99: queryUsers.p99_ms },
    query_alone_library_ms: { p50: queryLibrary.p50_ms, p99: queryLibrary.p99_ms },
    seed_ms: Math.round(seedMs),
    projections_catch_up_ms: Math.round(projectMs),
    postgres: settings.postgres,
    database: database.external ? 'external' : 'embedded',
    cpus: os.cpus().length,
    load_average: os.loadavg().map((n) => Number(n.toFixed(2))),
    note: 'the load generator and the server share this machine; on a shared machine the figures are pessimistic',
  };
} finally {
  await cleanup.runAll();
}
console.log(JSON.stringify(report));
