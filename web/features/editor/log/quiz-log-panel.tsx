import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../http/api-error.ts';
import { useDateTime } from '../../../i18n/date-time.ts';
import { errorKey, type TranslationKey } from '../../../i18n/translation-key.ts';
import {
  isLogAction,
  type LogSummary,
  pageCount,
  type QuizLogEntry,
  type QuizLogPage,
  type SettingValue,
  summariseEntries,
} from './log-summary.ts';
import { fetchQuizLog } from './quiz-log-api.ts';
import './quiz-log.css';

interface QuizLogPanelProps {
  quizId: string;
  /** The quiz's version: when it changes (a save), the first page is fetched again. */
  version: number;
}

/** The quiz's audit log (spec §9 actions): who changed what, and when, newest first, a page at a time. */
export function QuizLogPanel({ quizId, version }: QuizLogPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [log, setLog] = useState<QuizLogPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `refresh` are reload triggers.
  useEffect(() => {
    let current = true;
    setError(null);
    fetchQuizLog(quizId, page).then(
      (loaded) => current && setLog(loaded),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [quizId, page, version, refresh]);

  const pages = log ? pageCount(log) : 1;
  const summaries = summariseEntries(log?.items ?? []);
  // Entries have no id of their own: their place in the whole log (newest first) names them.
  const entries = (log?.items ?? []).map((entry, position) => ({
    key: `${log?.page ?? 1}:${position}`,
    entry,
    summary: summaries[position] ?? ({ kind: 'none' } as const),
  }));

  return (
    <section className="quiz-log surface" aria-labelledby={headingId} aria-busy={!log && !error}>
      <div className="quiz-log__head">
        <div>
          <h2 id={headingId} className="quiz-log__heading">
            {t('quiz_log.heading')}
          </h2>
          <p className="quiz-log__lead">{t('quiz_log.lead')}</p>
        </div>
        <button
          type="button"
          className="button creator-button--outline creator-button--small"
          onClick={() => setRefresh((n) => n + 1)}
        >
          {t('quiz_log.refresh')}
        </button>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {t(errorKey(error))}
        </p>
      )}
      {log && log.items.length === 0 && <p>{t('quiz_log.empty')}</p>}
      {log && log.items.length > 0 && (
        <ol className="quiz-log__list">
          {entries.map(({ key, entry, summary }) => (
            <LogEntry key={key} entry={entry} summary={summary} />
          ))}
        </ol>
      )}
      {log && pages > 1 && (
        <nav className="quiz-log__pager" aria-label={t('quiz_log.pages')}>
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            disabled={page <= 1}
          >
            {t('quiz_log.newer')}
          </button>
          <span aria-live="polite">{t('quiz_log.page_of', { page, pages })}</span>
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
            disabled={page >= pages}
          >
            {t('quiz_log.older')}
          </button>
        </nav>
      )}
    </section>
  );
}

function LogEntry({ entry, summary }: { entry: QuizLogEntry; summary: LogSummary }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const action = isLogAction(entry.action) ? t(`quiz_log.actions.${entry.action}`) : entry.action;
  return (
    <li className={`log-entry log-entry--${entry.action}`}>
      <p className="log-entry__what">{action}</p>
      <Summary summary={summary} />
      <p className="log-entry__meta">
        <span className="log-entry__who">{entry.actor_name ?? t('quiz_log.deleted_user')}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={entry.at}>{dateTime(entry.at)}</time>
      </p>
    </li>
  );
}

function Summary({ summary }: { summary: LogSummary }) {
  const { t } = useTranslation();
  const onOff = (value: boolean) => t(value ? 'quiz_log.on' : 'quiz_log.off');
  const status = (active: boolean) => t(active ? 'my_quiz.active' : 'my_quiz.inactive');
  switch (summary.kind) {
    case 'title':
      return <p className="log-entry__detail">{t('quiz_log.summary_title', { title: summary.title })}</p>;
    case 'description':
      return (
        <p className="log-entry__detail log-entry__detail--clip">
          {summary.description
            ? t('quiz_log.summary_description', { description: summary.description })
            : t('quiz_log.summary_description_cleared')}
        </p>
      );
    case 'settings':
      return (
        <ul className="log-entry__settings">
          {summary.settings.map((setting) => (
            <li key={setting.setting}>
              {t(settingKey(setting))}:{' '}
              <strong>{typeof setting.value === 'boolean' ? onOff(setting.value) : setting.value}</strong>
            </li>
          ))}
        </ul>
      );
    case 'status':
      return (
        <p className="log-entry__detail">
          {t('quiz_log.summary_status', { previous: status(summary.previous), next: status(summary.next) })}
        </p>
      );
    case 'question':
      return (
        <p className="log-entry__detail">
          {summary.title.trim()
            ? t('quiz_log.summary_question', { title: summary.title })
            : t('quiz_log.untitled')}
        </p>
      );
    case 'question_gone':
      return (
        <p className="log-entry__detail">
          {summary.title
            ? t('quiz_log.summary_question', { title: summary.title })
            : t('quiz_log.summary_question_unknown')}
        </p>
      );
    case 'reorder':
      return <p className="log-entry__detail">{t('quiz_log.summary_reorder')}</p>;
    case 'custom_message':
      return (
        <p className="log-entry__detail log-entry__detail--clip">
          {summary.message
            ? t('quiz_log.summary_custom_message', { message: summary.message })
            : t('quiz_log.summary_custom_message_cleared')}
        </p>
      );
    case 'audience':
      return (
        <p className="log-entry__detail">
          {t('quiz_log.summary_audience', {
            from: summary.from,
            to: summary.to,
            difficulty: t(`editor.difficulty_${summary.difficulty}`),
          })}
        </p>
      );
    case 'library':
      return (
        <p className="log-entry__detail">
          {t(
            summary.change === 'shared'
              ? 'quiz_log.summary_library_shared'
              : 'quiz_log.summary_library_updated',
            {
              subject: summary.subject,
              grades: summary.grades.join(', '),
            },
          )}
        </p>
      );
    case 'library_removed':
      return <p className="log-entry__detail">{t('quiz_log.summary_library_removed')}</p>;
    case 'country_list':
      return (
        <p className="log-entry__detail">
          {t('quiz_log.summary_country_list', { value: onOff(summary.listed) })}
        </p>
      );
    case 'none':
      return null;
    default: {
      const unknown: never = summary;
      throw new Error(`unknown log summary ${JSON.stringify(unknown)}`);
    }
  }
}

// Returns the key, not the text: typing a `t` parameter makes the compiler's instantiation too deep.
function settingKey(setting: SettingValue): TranslationKey {
  switch (setting.setting) {
    case 'is_random_question_order':
      return 'editor.setting_random_order';
    case 'show_correct_answer':
      return 'editor.setting_show_correct_answer';
    case 'show_result_on_user_device':
      return 'editor.setting_show_result_on_user_device';
    case 'limit_player':
      return 'editor.setting_limit_player';
    case 'show_number_question':
      return 'editor.setting_show_number_question';
    case 'speed_scoring':
      return 'quiz_log.speed_scoring';
    default: {
      const unknown: never = setting;
      throw new Error(`unknown setting ${JSON.stringify(unknown)}`);
    }
  }
}
