import { connect } from '../../api/database/connect.ts';
import { heavyWork } from '../../api/heavy-work/pool.ts';
import { type ExportFormat, exportFile } from '../../api/routes/reports/export-file.ts';
import { readExportContent } from '../../projections/reports/index.ts';
import { withPeakMemory } from './peak-memory.ts';

/*
 * One report file made as the download route makes it, in a process of its own (bench:reports): the
 * report read from PostgreSQL in pages, then the file made in the heavy-work pool's worker thread. Its own
 * process, so the peak memory is the export's over a fresh server's, not what the rebuild before it left.
 * The peak is the kernel's high-water mark of the process's resident set (getrusage), so a moment
 * between two samples is not missed; `rssGrowthMb` is that peak over the resident set before the
 * export, which includes loading the format's writer (pdfkit and its fonts for a PDF).
 *
 *   node bench/reports/export-child.ts <database url> <report id> <xlsx|pdf>
 * prints {"ms","readMs","bytes","peakRssMb","rssBeforeMb","rssGrowthMb","peakHeapMb"}
 */
const [url, reportId, format] = process.argv.slice(2) as [string, string, ExportFormat];
const connection = connect<unknown>(url);
try {
  const rssBeforeMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  const started = performance.now();
  let readMs = 0;
  let bytes = 0;
  const made = await withPeakMemory(async () => {
    const content = await readExportContent(connection.db, reportId);
    if (!content) throw new Error(`no report ${reportId}`);
    readMs = Math.round(performance.now() - started);
    const made = await exportFile(heavyWork(), content, format, { lang: 'en', tz: 'Europe/Oslo' });
    bytes = made.bytes.length;
  });
  const peakRssMb = Math.max(made.peakRssMb, Math.round(process.resourceUsage().maxRSS / 1024));
  console.log(
    JSON.stringify({
      ms: Math.round(performance.now() - started),
      readMs,
      bytes,
      peakRssMb,
      rssBeforeMb,
      rssGrowthMb: peakRssMb - rssBeforeMb,
      peakHeapMb: made.peakHeapMb,
    }),
  );
} finally {
  await heavyWork().close();
  await connection.close();
}
