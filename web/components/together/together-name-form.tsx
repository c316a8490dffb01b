import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipReply } from '../../../api/contracts/together.ts';
import { checkPlayerName } from '../../../domain/game/rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { lastPlayName, rememberPlayName } from '../../shared/play/play-storage.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { type MemberSession, saveMemberSession } from '../../shared/together/together-storage.ts';
import { FormAlert } from '../form-alert.tsx';
import { TextField } from '../text-field.tsx';

/**
 * The name to play under in a group, for whoever opens one (quiz code page) or joins one (lobby). The
 * name rules are the live game's, checked here as the server checks them; a name already in the group
 * comes back from the server as its own error under the field.
 */
export function TogetherNameForm({
  submitLabel,
  send,
  onMember,
}: {
  submitLabel: string;
  send: (name: string) => Promise<MembershipReply>;
  onMember: (member: MemberSession, togetherId: string) => void;
}) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  // The name played under last time, else a signed-in person's own (shortened to what a player name holds).
  const [name, setName] = useState(
    () => lastPlayName() || (session.status === 'signed-in' ? (session.user?.name ?? '').slice(0, 15) : ''),
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkPlayerName(name);
    if ('problem' in checked) return setNameError(checked.problem);
    setNameError(null);
    setFormError(null);
    setSending(true);
    try {
      const reply = await send(checked.name);
      rememberPlayName(reply.name);
      onMember(saveMemberSession(reply), reply.together_id);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'something_went_wrong';
      if (code === 'together_name_taken' || code.startsWith('join_name_')) setNameError(code);
      else setFormError(code);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="join-form surface together-name-form" onSubmit={submit} noValidate>
      <FormAlert code={formError} />
      <TextField
        label={t('live.name_label')}
        value={name}
        onChange={setName}
        error={nameError}
        autoComplete="nickname"
        maxLength={40}
        data-testid="together-name"
      />
      <button
        type="submit"
        className="button button--accent button--live-block"
        disabled={sending}
        data-testid="together-name-submit"
      >
        {submitLabel}
      </button>
    </form>
  );
}
