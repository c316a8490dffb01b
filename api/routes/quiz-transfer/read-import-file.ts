import {
  type ImportResult,
  looksLikeKvissFile,
  readKahootSheet,
  readKvissFile,
} from '../../../domain/quiz-transfer/index.ts';
import type { ErrorCode } from '../../../domain/shared/error-codes.ts';
import { firstBadText } from '../../plugins/text-boundary.ts';
import { readSheetRows } from './sheet-rows.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type ImportFileResult = (ImportResult & { kind: 'kviss' | 'kahoot' }) | { refused: ErrorCode };

/** What a file is, told by its content (never its name), read into a checked quiz or its problems. */
export async function readImportFile(
  bytes: Buffer,
  fallbackTitle: string,
  newId: () => string,
): Promise<ImportFileResult> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    const sheet = await readSheetRows(bytes);
    if ('refused' in sheet) return sheet;
    const read = readKahootSheet(sheet.rows, newId);
    if ('problems' in read) return { kind: 'kahoot', problems: read.problems };
    // The template has no quiz title: the quiz is named after its file, or what the person typed.
    return {
      kind: 'kahoot',
      quiz: {
        title: fallbackTitle,
        description: '',
        settings: null,
        picture: null,
        questions: read.questions,
      },
    };
  }
  const parsed = parseJson(bytes);
  if (!looksLikeKvissFile(parsed)) return { refused: 'import_file_unknown' };
  return { kind: 'kviss', ...readKvissFile(parsed, { newId, firstBadText }) };
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}
