/*
 * A `datetime-local` input holds the wall-clock time where the teacher is ("2026-11-25T08:00"); the
 * API speaks ISO instants. The browser's own time zone converts between them.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant, or the text as typed when it is no date (the server then names the problem). */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Now, to the minute: a new assignment opens at once unless told otherwise. */
export function startOfThisMinute(now = new Date()): Date {
  const date = new Date(now);
  date.setSeconds(0, 0);
  return date;
}
