import { useTranslation } from 'react-i18next';
import { everyoneFinished, rankTogether, type TogetherView } from '../../../domain/together/views.ts';
import './together.css';

/**
 * How every member of a play-together group is doing, live (the together read model over the socket):
 * the question each is on, their score, and who has finished. Once everyone is done it is the group's
 * final ranking; until then it says who is still playing. Shown beside the question and on the summary.
 */
export function TogetherBoard({ view, me }: { view: TogetherView; me: string | null }) {
  const { t } = useTranslation();
  const final = everyoneFinished(view);
  const playing = view.members.filter((m) => !m.finished).map((m) => m.name);
  // Whom the others wait for matters once someone is done; before that, everyone is still playing.
  const waiting = !final && playing.length < view.members.length && playing.length > 0;
  return (
    <section
      className="together-board"
      aria-label={t('together.board_label')}
      data-testid="together-board"
      data-final={final}
    >
      <h2 className="together-board__title">
        {final ? t('together.final_ranking') : t('together.progress_title')}
      </h2>
      <ol className="together-board__list">
        {rankTogether(view.members).map((member) => (
          <li
            key={member.memberId}
            className={`together-board__member${member.name === me ? ' together-board__member--me' : ''}`}
            data-testid="together-member"
            data-name={member.name}
            data-finished={member.finished}
          >
            <span className="together-board__rank">{member.rank}</span>
            <span className="together-board__name">
              {member.name}
              {member.name === me ? <span className="together-board__you"> {t('together.you')}</span> : null}
            </span>
            <span className="together-board__progress" data-testid="together-member-progress">
              {member.finished
                ? t('together.finished')
                : member.question === 0
                  ? t('together.not_begun')
                  : t('together.on_question', { question: member.question, total: member.total })}
            </span>
            <span className="together-board__score" data-testid="together-member-score">
              {t('play.score', { score: member.score })}
            </span>
          </li>
        ))}
      </ol>
      {waiting ? (
        <p className="together-board__waiting" data-testid="together-still-playing">
          {t('together.still_playing', { names: playing.join(', ') })}
        </p>
      ) : null}
    </section>
  );
}
