/** The file name part of a title: letters, digits, spaces and dashes; nothing a file system or a header chokes on. */
export function exportFileName(title: string): string {
  const base =
    title
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'quiz';
  return `${base}.kviss.json`;
}

/** Content-Disposition for a download: an ASCII name for old clients and the UTF-8 one (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** "Pub quiz.kviss.json" → "Pub quiz", "Capitals.xlsx" → "Capitals": the imported quiz's title. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.kviss\.json$|\.(xlsx|json)$/i, '').trim();
}
