// The shared styles come first, so each component's own CSS, loaded after them, wins ties.
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import { installGlobalErrorHandlers } from './overlays/global-error-handlers.ts';

/** `/join` and the school's `/skoler/join`: the pages a phone opens from the QR code on the big screen. */
const JOIN_PATHS = new Set(['/join', '/skoler/join']);

installGlobalErrorHandlers();
// A phone joining a game loads only the join form (about a third of the app); everyone else the app.
if (JOIN_PATHS.has(location.pathname.replace(/\/+$/, ''))) {
  void import('./boot/join-entry.tsx').then(({ startJoin }) => startJoin());
} else {
  void import('./boot/app-entry.tsx').then(({ startApp }) => startApp());
}
