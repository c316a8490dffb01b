import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { preferredLanguageAtom } from '../i18n/language-state.ts';
import { viewerAtom } from '../shared/session/session-state.ts';
import { decideGuards, type Guard } from './route-guards.ts';

/**
 * The page behind its guards. The decision is re-made whenever the session changes, so a session that
 * ends (logged out in another tab, refused by the server) leaves a guarded page at once.
 */
export function withGuards(Page: ComponentType, guards: readonly Guard[]): ComponentType {
  if (guards.length === 0) return Page;
  return function GuardedPage() {
    const viewer = useAtomValue(viewerAtom);
    const preferredLanguage = useAtomValue(preferredLanguageAtom);
    const { pathname, search } = useLocation();
    const { locale } = useParams();
    const decision = decideGuards(guards, { viewer, pathname, search, locale, preferredLanguage });
    switch (decision.kind) {
      case 'wait':
        return <PageSpinner />;
      case 'redirect':
        return <Navigate to={decision.to} replace />;
      case 'show':
        return <Page />;
      default: {
        const unknown: never = decision;
        throw new Error(`unknown guard decision ${JSON.stringify(unknown)}`);
      }
    }
  };
}
