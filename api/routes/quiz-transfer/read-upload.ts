import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_MAX_BYTES } from '../../contracts/quiz-transfer.ts';
import { ApiError } from '../../errors.ts';

export interface ImportUpload {
  bytes: Buffer;
  fileName: string;
  /** Form fields sent before the file. */
  fields: { title: string; captcha_response: string };
}

const tooLarge = () => new ApiError(413, 'import_file_too_large');

/** The one file of an import request and the fields before it, its size capped before it is read. */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  const file = await request
    .file({ limits: { files: 1, fields: 4, fieldSize: 8192, fileSize: IMPORT_FILE_MAX_BYTES } })
    .catch((error: { statusCode?: number }) => {
      if (error.statusCode === 413) throw tooLarge();
      throw new ApiError(400, 'upload_malformed');
    });
  if (!file) throw new ApiError(400, 'import_file_missing');
  const bytes = await file.toBuffer().catch(() => {
    throw tooLarge();
  });
  if (file.file.truncated) throw tooLarge();
  const field = (name: string): string => {
    const part = file.fields[name];
    const one = Array.isArray(part) ? part[0] : part;
    return one && one.type === 'field' && typeof one.value === 'string' ? one.value : '';
  };
  return {
    bytes,
    fileName: file.filename ?? '',
    fields: { title: field('title'), captcha_response: field('captcha_response') },
  };
}
