import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { socketLastMessageAtom, socketStatusAtom, socketTopicsAtom } from '../socket/socket-state.ts';

const DEBUG_FLAG = 'socketDebug';
const MESSAGE_PREVIEW_LENGTH = 200;

function debugFlagIsSet(): boolean {
  try {
    return localStorage.getItem(DEBUG_FLAG) === '1';
  } catch {
    return false; // storage can be blocked, e.g. in a sandboxed embed
  }
}

/** For developers and support: set localStorage `socketDebug` to `1` to see the live connection. */
export function SocketDebugBar() {
  const [enabled] = useState(debugFlagIsSet);
  return enabled ? <SocketDebugDetails /> : null;
}

function SocketDebugDetails() {
  const { t } = useTranslation();
  const status = useAtomValue(socketStatusAtom);
  const topics = useAtomValue(socketTopicsAtom);
  const lastMessage = useAtomValue(socketLastMessageAtom);
  return (
    <aside className="socket-debug" aria-label={t('socket_debug.label')}>
      <dl className="socket-debug__list">
        <dt>{t('socket_debug.status')}</dt>
        <dd data-socket-status={status}>{t(`socket_status.${status}`)}</dd>
        <dt>{t('socket_debug.topics')}</dt>
        <dd>{topics.length > 0 ? topics.join(', ') : t('socket_debug.none')}</dd>
        <dt>{t('socket_debug.last_message')}</dt>
        <dd className="socket-debug__message">
          {lastMessage
            ? JSON.stringify(lastMessage).slice(0, MESSAGE_PREVIEW_LENGTH)
            : t('socket_debug.none')}
        </dd>
      </dl>
    </aside>
  );
}
