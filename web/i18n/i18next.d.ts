import type en from '../../locales/en.json';

// Types t() from the English source, so a missing or misspelt key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    defaultVariables: { maxTitleLength: number };
  }
}
