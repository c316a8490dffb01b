/** The play-alone pages of spec §2, by quiz code. */
const base = (code: string) => `/play/${encodeURIComponent(code)}`;

export const playPaths = {
  start: (code: string) => `${base(code)}/start`,
  play: (code: string) => base(code),
  retry: (code: string) => `${base(code)}/retry`,
  summary: (code: string) => `${base(code)}/summary`,
};
