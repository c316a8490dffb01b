import { LoadingOverlay } from './loading-overlay.tsx';
import { MainMessageModal } from './main-message-modal.tsx';
import { Toasts } from './toasts.tsx';
import './overlays.css';

/** The overlays every page has (spec §2), rendered once by the shell and driven by atoms. */
export function GlobalOverlays() {
  return (
    <>
      <Toasts />
      <LoadingOverlay />
      <MainMessageModal />
    </>
  );
}
