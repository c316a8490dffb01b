import { type LoadedFile, measureJoinWeight } from '../tests/support/join-weight.ts';
import { startServerProcess } from './live/server-process.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';
import { createScratchDatabase } from './support/scratch-database.ts';

/**
 * What a player's phone downloads to open /join (tests/support/join-weight.ts), file by file.
 * Without an address it starts the product (`npm start`, built app) on a scratch embedded PostgreSQL.
 *   npm run bench:join-weight [-- http://127.0.0.1:3000]
 */

async function withOwnServer<T>(run: (url: string) => Promise<T>): Promise<T> {
  const postgres = await startScratchEmbeddedPostgres();
  try {
    const database = await createScratchDatabase(postgres.url);
    try {
      const server = await startServerProcess(database.url, 1000);
      try {
        await server.ready();
        return await run(server.url);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  } finally {
    await postgres.stop();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (files: LoadedFile[], key: 'body' | 'wire') => files.reduce((total, f) => total + f[key], 0);

if (import.meta.main) {
  const measure = async (url: string) => {
    for (const language of ['en', 'no']) {
      const files = await measureJoinWeight(url, language);
      const scripts = files.filter((f) => f.type === 'Script');
      console.log(`\n/join in ${language}:`);
      for (const f of files)
        console.log(
          `  ${f.type.padEnd(10)} ${String(f.body).padStart(7)} B  ${f.encoding.padEnd(4)} ${f.path}`,
        );
      console.log(
        `  JavaScript: ${scripts.length} files, ${kB(sum(scripts, 'body'))} on the wire (${kB(sum(scripts, 'wire'))} with headers); everything: ${kB(sum(files, 'wire'))}`,
      );
    }
  };
  const base = process.argv[2];
  if (base) await measure(base);
  else await withOwnServer(measure);
}
