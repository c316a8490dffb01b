import type { ReportStatistics } from '../../../domain/report/statistics.ts';
import type { ExportContent } from '../export-content.ts';

/** Translates a locale key (locales/*.json) in the viewer's language. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What an export is made from: the report, its statistics, and how the viewer reads. */
export interface ExportInput {
  content: ExportContent;
  statistics: ReportStatistics;
  t: Translate;
  /** BCP 47 language for numbers and dates (spec `no` → `nb`, …). */
  locale: string;
  /** The viewer's time zone (IANA), for the dates shown. */
  timeZone: string;
}

/** The spec's language codes as BCP 47 (DESIGN §5). */
export const BCP47: Record<string, string> = {
  en: 'en',
  no: 'nb',
  se: 'sv',
  dk: 'da',
  fr: 'fr',
  de: 'de',
  es: 'es',
};

/** The report's name: the owner's, or how and when it was played. */
export function reportTitle(input: Pick<ExportInput, 'content' | 't' | 'locale' | 'timeZone'>): string {
  const { report } = input.content;
  return (
    report.name ??
    input.t(`reports.default_name_${report.played_as}`, { date: formatDate(input, report.started_at) })
  );
}

export function formatDate(input: Pick<ExportInput, 'locale' | 'timeZone'>, iso: string): string {
  return new Intl.DateTimeFormat(input.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: input.timeZone,
  }).format(new Date(iso));
}

/** Names Windows keeps for devices, whatever the extension ("CON.xlsx" cannot be saved). */
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * A file name that every file system takes (Windows, macOS, Linux), ending in the extension. A title
 * holds a time ("Live game, Dec 7, 2026, 8:29 PM"): the colon Windows and macOS refuse becomes a dot
 * ("8.29 PM") and a date's slash a dash, so the time stays readable; the other refused characters go,
 * and so do a trailing dot or space, which Windows drops on its own.
 */
export function fileNameOf(title: string, extension: string): string {
  const safe = title
    .replace(/:/g, '.')
    .replace(/[\\/]/g, '-')
    .replace(/[*?"<>|\p{Cc}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, 80)
    .replace(/[. ]+$/, '');
  const name = safe === '' ? 'report' : DEVICE_NAME.test(safe) ? `${safe}_` : safe;
  return `${name}.${extension}`;
}
