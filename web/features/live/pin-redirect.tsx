import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { isGamePin } from '../../../domain/game/rules.ts';
import { joinPathForPin } from './live-paths.ts';

/** `/live/{code}`: a game PIN leads to the join page with it filled in; anything else to the empty join page. */
export function LiveCodePage() {
  const { code = '' } = useParams();
  return <Navigate to={isGamePin(code) ? joinPathForPin(code) : '/join'} replace />;
}

/** `/{code}` when the segment is a game PIN: the join page; any other code goes on to `Page`. */
export function withPinRedirect(Page: ComponentType): ComponentType {
  return function CodeOrPinPage() {
    const { code = '' } = useParams();
    if (isGamePin(code)) return <Navigate to={joinPathForPin(code)} replace />;
    return <Page />;
  };
}
