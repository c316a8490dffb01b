import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts a PDF report is drawn with, shipped through npm (@fontsource Noto Sans and Noto Sans SC) so a
 * fresh machine draws the same pages: Noto Sans covers Latin (Å, Ø, ë …), Greek, Cyrillic, Vietnamese and
 * Devanagari, Noto Sans SC the Han characters (李). Fontsource splits each font into faces by Unicode
 * range; its CSS lists the range of every face, so a character finds its face without opening any font,
 * and only the faces a report uses are embedded (and subset) in it.
 */

export type Weight = 400 | 700;

export interface Face {
  /** The name the PDF document registers it under. */
  name: string;
  file: string;
  ranges: Array<[number, number]>;
}

const require = createRequire(import.meta.url);
const FAMILIES = ['@fontsource/noto-sans', '@fontsource/noto-sans-sc'] as const;

function facesOf(family: string, weight: Weight): Face[] {
  const css = require.resolve(`${family}/${weight}.css`);
  const text = readFileSync(css, 'utf8');
  const faces: Face[] = [];
  for (const block of text.split('@font-face').slice(1)) {
    const woff = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const ranges = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!woff || !ranges) continue;
    faces.push({
      name: woff.replace(/\.woff$/, ''),
      file: path.join(path.dirname(css), 'files', woff),
      ranges: ranges.split(',').map((range) => {
        const [from, to = from] = range.trim().slice(2).split('-');
        return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)];
      }),
    });
  }
  return faces;
}

const cache = new Map<Weight, Face[]>();

/** Every face of the given weight, Noto Sans's before Noto Sans SC's (Latin punctuation stays in Noto Sans). */
export function facesFor(weight: Weight): Face[] {
  let faces = cache.get(weight);
  if (!faces) {
    faces = FAMILIES.flatMap((family) => facesOf(family, weight));
    cache.set(weight, faces);
  }
  return faces;
}

/** A plain loop: a ranking draws tens of thousands of cells, and this runs for each of their characters. */
function covers(face: Face, code: number): boolean {
  for (const range of face.ranges) if (code >= range[0] && code <= range[1]) return true;
  return false;
}

/** The face for a character: the first that covers it, or the Latin face (a missing glyph box) when none does. */
export function faceFor(code: number, faces: readonly Face[]): Face {
  return (
    faces.find((face) => covers(face, code)) ??
    faces.find((face) => face.name.includes('-latin-4')) ??
    faces[0]!
  );
}

/**
 * Text split into runs that each one face draws. A character the current face also covers stays in
 * its run (spaces between Han characters do not break the run). Runs are cut out of the text, not
 * built a character at a time.
 */
export function runsOf(text: string, faces: readonly Face[]): Array<{ face: Face; text: string }> {
  const runs: Array<{ face: Face; text: string }> = [];
  let face: Face | null = null;
  let start = 0;
  for (let at = 0; at < text.length; ) {
    const code = text.codePointAt(at)!;
    if (face === null || !covers(face, code)) {
      const next = faceFor(code, faces);
      if (next !== face) {
        if (face !== null) runs.push({ face, text: text.slice(start, at) });
        face = next;
        start = at;
      }
    }
    at += code > 0xffff ? 2 : 1;
  }
  if (face !== null) runs.push({ face, text: text.slice(start) });
  return runs;
}
