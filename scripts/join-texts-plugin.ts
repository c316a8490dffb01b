import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../web/i18n/languages.ts';
import { joinTextsOf } from '../web/i18n/text-parts.ts';

/**
 * `virtual:join-texts`: for each language, a loader of only the sections the join entry needs
 * (web/i18n/text-parts.ts), each its own small chunk; the full locale files load as they are.
 */
export function joinTexts(): Plugin {
  const entry = 'virtual:join-texts';
  return {
    name: 'kviss-join-texts',
    resolveId: (id) => (id === entry || id.startsWith(`${entry}/`) ? `\0${id}` : null),
    async load(id) {
      if (id === `\0${entry}`) {
        const loaders = LANGUAGES.map((language) => `${language}: () => import('${entry}/${language}')`);
        return `export default { ${loaders.join(', ')} };`;
      }
      if (!id.startsWith(`\0${entry}/`)) return null;
      const file = path.resolve(import.meta.dirname, '..', 'locales', `${id.slice(entry.length + 2)}.json`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(joinTextsOf(JSON.parse(await readFile(file, 'utf8'))))};`;
    },
  };
}
