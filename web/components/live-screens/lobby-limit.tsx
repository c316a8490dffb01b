import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../../domain/game/views.ts';
import type { errorKey } from '../../i18n/translation-key.ts';

export type ErrorMessageKey = ReturnType<typeof errorKey>;

/*
 * The lobby's limits said plainly (issue: limits that surprise): how many players the room takes and
 * why, how many of the quiz's questions it plays, and a limit field that refuses in words what it
 * cannot do instead of quietly changing the number.
 */

/** "10,000" / "10 000": a limit read at a glance, grouped as the page's language groups digits. */
const grouped = (value: number) => value.toLocaleString(document.documentElement.lang || undefined);

type Limits = Pick<
  HostView,
  | 'playerCount'
  | 'playerLimit'
  | 'maxPlayerLimit'
  | 'limitReason'
  | 'raiseLimitTo'
  | 'questionCount'
  | 'quizQuestionCount'
>;

/** "5 players: this quiz's limit", and "Plays 10 of 12 questions" when the quiz has more than it plays. */
export function LobbyLimitNote({ view, canRaise }: { view: Limits; canRaise: boolean }) {
  const { t } = useTranslation();
  const { playerLimit, quizQuestionCount, questionCount } = view;
  // One player reads differently from several in every language here; a hand-made choice, since
  // i18next's plural rules take `se` and `dk` for other languages than the product means.
  const single = playerLimit === 1;
  const reason =
    view.limitReason === 'room'
      ? single
        ? t('room_size.limit_reason_room_single', { max: grouped(view.maxPlayerLimit) })
        : t('room_size.limit_reason_room', { limit: grouped(playerLimit), max: grouped(view.maxPlayerLimit) })
      : view.limitReason === 'operator'
        ? single
          ? t('room_size.limit_reason_operator_single')
          : t('room_size.limit_reason_operator', { limit: grouped(playerLimit) })
        : single
          ? t('room_size.limit_reason_quiz_single')
          : t('room_size.limit_reason_quiz', { limit: grouped(playerLimit) });
  const full = view.playerCount >= playerLimit;
  return (
    <div className="lobby-limits">
      <p className="lobby-limits__line" data-testid="limit-reason">
        {reason}
      </p>
      {full ? (
        <p className="lobby-limits__line lobby-limits__full" data-testid="room-full">
          {t('room_size.limit_full')}
        </p>
      ) : null}
      {canRaise && view.raiseLimitTo !== null ? (
        <p className="lobby-limits__offer">
          {t('room_size.limit_raise_offer', { max: grouped(view.raiseLimitTo) })}
        </p>
      ) : null}
      {quizQuestionCount !== null && questionCount < quizQuestionCount ? (
        <p className="lobby-limits__line" data-testid="plays-questions">
          {t('room_size.plays_questions', { count: questionCount, total: quizQuestionCount })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The player limit: up to what the quiz allows goes to the room; above it, up to the operator's
 * ceiling, the quiz's own limit is raised too (the lobby says so before it happens); beyond that,
 * or anything not a number, is refused with a message and the field keeps what was typed.
 */
export function LimitForm({
  view,
  onSet,
  onRaise,
}: {
  view: Limits;
  onSet: (limit: number) => void;
  onRaise: (limit: number) => Promise<ErrorMessageKey | null>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [value, setValue] = useState(String(view.playerLimit));
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [raising, setRaising] = useState(false);
  const upper = view.raiseLimitTo ?? view.maxPlayerLimit;
  const wanted = Number(value);
  const raises = editing && wanted > view.maxPlayerLimit && wanted <= upper;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!Number.isInteger(wanted) || value === '' || wanted < 1) {
      setProblem(t('room_size.limit_out_of_range', { max: grouped(upper) }));
      return;
    }
    if (wanted > upper) {
      // Past what the quiz's owner could raise it to, the operator's ceiling is what stops it.
      const quizBound = view.raiseLimitTo === null && view.limitReason !== 'operator';
      setProblem(
        t(quizBound ? 'room_size.limit_above_quiz' : 'room_size.limit_above_operator', {
          max: grouped(upper),
        }),
      );
      return;
    }
    setProblem(null);
    if (wanted > view.maxPlayerLimit) {
      setRaising(true);
      const failed = await onRaise(wanted);
      setRaising(false);
      if (failed) {
        setProblem(t(failed));
        return;
      }
    } else if (wanted !== view.playerLimit) {
      onSet(wanted);
    }
    setEditing(false);
  }

  return (
    <form className="limit-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="limit-form__label">
        {t('room_size.player_limit')}
      </label>
      <input
        id={inputId}
        className="field__input limit-form__input"
        type="text"
        inputMode="numeric"
        value={editing ? value : String(view.playerLimit)}
        onFocus={() => {
          if (editing) return;
          setValue(String(view.playerLimit));
          setEditing(true);
        }}
        onChange={(event) => {
          setValue(event.target.value.trim());
          setProblem(null);
        }}
        onBlur={(event) => {
          if (problem || event.currentTarget.form?.contains(event.relatedTarget as Node | null)) return;
          setEditing(false);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${inputId}-note`}
      />
      <button type="submit" className="button button--light button--live-small" disabled={raising}>
        {raises ? t('room_size.raise_limit') : t('room_size.set_limit')}
      </button>
      <p
        id={`${inputId}-note`}
        className={problem ? 'limit-form__note limit-form__note--problem' : 'limit-form__note'}
        role={problem ? 'alert' : 'status'}
      >
        {problem ??
          (raises
            ? t('room_size.limit_raises_quiz', { from: grouped(view.maxPlayerLimit), to: grouped(wanted) })
            : t('room_size.player_limit_max', { max: grouped(upper) }))}
      </p>
    </form>
  );
}
