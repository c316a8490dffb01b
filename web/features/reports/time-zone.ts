/** The browser's time zone, for the dates inside an exported file. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
