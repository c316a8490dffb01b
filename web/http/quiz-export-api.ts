import type { ExportedFileReply } from '../../api/contracts/quiz-transfer.ts';
import { apiGet } from './api-client.ts';

// Apart from quiz-import-api.ts on purpose: each is bundled into the one page that uses it, so the app
// gets no extra shared chunk (every chunk costs the /join page a few bytes in the preload map).

/** GET /api/quizzes/{id}/export: the quiz as Kviss's own file, saved by the browser under its name. */
export async function downloadQuizFile(quizId: string): Promise<void> {
  const { file_name, file } = await apiGet<ExportedFileReply>(
    `/api/quizzes/${encodeURIComponent(quizId)}/export?reply=data`,
  );
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
