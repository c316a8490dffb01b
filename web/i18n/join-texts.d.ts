/** Served by vite.config.ts: each language's part of the texts the join entry needs (text-parts.ts). */
declare module 'virtual:join-texts' {
  import type en from '../../locales/en.json';

  const loaders: Record<import('./languages.ts').Language, () => Promise<{ default: Partial<typeof en> }>>;
  export default loaders;
}
