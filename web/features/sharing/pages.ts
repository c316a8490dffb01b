/*
 * The sharing pages behind one dynamic import: the route table (which every page, /join included,
 * downloads) then names one chunk instead of three.
 */
export { ReadQuizPage } from './read-quiz-page.tsx';
export { ShareSettingsPage } from './share-settings-page.tsx';
export { SharedQuizPage } from './shared-quiz-page.tsx';
