import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * DESIGN §1: a feature never imports another feature, and the layers below the features (components,
 * shared, http, ...) never import one. The lint rule in biome.json holds this; these cases lint small files
 * laid out like web/ in a scratch folder with the project's biome.json, so the rule is checked on imports
 * the real tree (rightly) no longer has. The rule's globs cannot tell `..` from a folder name, so it counts
 * climbs: a path that climbs out of its own feature must climb to web/ in one leading run, never name
 * features/, and never start with ./ and then climb.
 */

const FEATURE_RULE = 'A feature never imports another feature';
const LAYER_RULE = 'Shared layers sit below the features';

interface Diagnostic {
  message: string;
  location: { path: string; start: { line: number } };
}

let scratch: string;

function lint(files: Record<string, string>): Diagnostic[] {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  const run = spawnSync(
    path.resolve('node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=none', ...Object.keys(files)],
    { cwd: scratch, encoding: 'utf8' },
  );
  for (const file of Object.keys(files)) rmSync(path.join(scratch, file));
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics;
}

const where = (diagnostics: Diagnostic[], rule: string) =>
  diagnostics
    .filter((d) => d.message.startsWith(rule))
    .map((d) => `${d.location.path}:${d.location.start.line}`)
    .sort();

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'kviss-boundaries-'));
  const config = JSON.parse(readFileSync('biome.json', 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('feature boundaries (lint)', () => {
  it('refuses a feature importing another: code, styles and lazy pages, at any depth', () => {
    const diagnostics = lint({
      'web/features/reports/page.tsx': [
        "import { fetchQuiz } from '../editor/editor-api.ts';",
        "import '../editor/editor.css';",
        'export const page = [fetchQuiz];',
        "export const lazy = () => import('../live/host-pages.tsx');",
      ].join('\n'),
      'web/features/live/sound/tone.ts': "export { sessionAtom } from '../../auth/session-state.ts';",
      'web/features/editor/log/panel/row.ts': "export { reportPath } from '../../../reports/paths.ts';",
    });
    expect(where(diagnostics, FEATURE_RULE)).toEqual([
      'web/features/editor/log/panel/row.ts:1',
      'web/features/live/sound/tone.ts:1',
      'web/features/reports/page.tsx:1',
      'web/features/reports/page.tsx:2',
      'web/features/reports/page.tsx:4',
    ]);
  });

  it('refuses a feature reaching another by a detour: through web/features, ./.. or a folder and back', () => {
    const diagnostics = lint({
      'web/features/reports/page.tsx': [
        "export { a } from '../../features/editor/editor-api.ts';",
        "export { b } from './../editor/editor-api.ts';",
        "export { c } from '../../shared/../features/editor/editor-api.ts';",
        "export { d } from '../../../web/features/editor/editor-api.ts';",
      ].join('\n'),
      'web/features/live/sound/tone.ts': [
        "export { a } from '../../../features/auth/session-state.ts';",
        "export { b } from '../stage/../../auth/session-state.ts';",
        "export { c } from '.././../auth/session-state.ts';",
      ].join('\n'),
      'web/features/editor/log/panel/row.ts': [
        "export { a } from '../../../../features/reports/paths.ts';",
        "export { b } from '../x/../../../reports/paths.ts';",
      ].join('\n'),
    });
    expect(where(diagnostics, FEATURE_RULE)).toEqual([
      'web/features/editor/log/panel/row.ts:1',
      'web/features/editor/log/panel/row.ts:2',
      'web/features/live/sound/tone.ts:1',
      'web/features/live/sound/tone.ts:2',
      'web/features/live/sound/tone.ts:3',
      'web/features/reports/page.tsx:1',
      'web/features/reports/page.tsx:2',
      'web/features/reports/page.tsx:3',
      'web/features/reports/page.tsx:4',
    ]);
  });

  it('lets a feature import its own files and the shared layers', () => {
    const diagnostics = lint({
      'web/features/live/page.tsx': [
        "import { LiveStage } from '../../components/live-screens/live-stage.tsx';",
        "import { sessionAtom } from '../../shared/session/session-state.ts';",
        "import { tone } from './sound/tone.ts';",
        "import './live-page.css';",
        'export const page = [LiveStage, sessionAtom, tone];',
      ].join('\n'),
      'web/features/live/sound/tone.ts': [
        "import { livePath } from '../live-paths.ts';",
        "import { apiGet } from '../../../http/api-client.ts';",
        "import { scoreOf } from '../../../../domain/game/score.ts';",
        'export const tone = [livePath, apiGet, scoreOf];',
      ].join('\n'),
      'web/features/editor/log/panel/row.ts': [
        "import { summary } from '../../log-summary.ts';",
        "import { cell } from '../cell.ts';",
        "import { Dialog } from '../../../../components/dialog.tsx';",
        "import en from '../../../../../locales/en.json';",
        'export const row = [summary, cell, Dialog, en];',
      ].join('\n'),
    });
    expect(diagnostics.filter((d) => d.message.includes('import'))).toEqual([]);
  });

  it('refuses a shared layer importing a feature', () => {
    const diagnostics = lint({
      'web/components/card.tsx': "export { editorPath } from '../features/editor/paths.ts';",
      'web/shared/session/renew.ts': "export { logIn } from '../../features/auth/auth-api.ts';",
    });
    expect(where(diagnostics, LAYER_RULE)).toEqual([
      'web/components/card.tsx:1',
      'web/shared/session/renew.ts:1',
    ]);
  });

  it('still refuses server code in a feature', () => {
    const diagnostics = lint({ 'web/features/live/db.ts': "export { Kysely } from 'kysely';" });
    expect(diagnostics.map((d) => d.message)).toContain(
      'web/ imports only domain/, api/contracts/ and locales/ (DESIGN §1).',
    );
  });
});
