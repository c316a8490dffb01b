import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneAnswerProps } from '../question-type-views.ts';
import { moveBy } from './order-moves.ts';
import './sorting-list.css';

/**
 * The player puts the items in order with "up" and "down" buttons (touch, mouse and keyboard alike; no
 * drag needed), hears where an item went, and sends the whole order.
 */
export function SortingListPhone({ screen, locked, given, submit }: PhoneAnswerProps<'sorting_list'>) {
  const { t } = useTranslation();
  const titles = new Map(screen.items.map((item) => [item.answer_id, item.title]));
  const startOrder = given?.kind === 'order' ? given.answerIds : screen.items.map((item) => item.answer_id);
  const [order, setOrder] = useState<string[]>(startOrder);
  const [announcement, setAnnouncement] = useState('');
  // After a move the focus follows the item, so a keyboard user can keep pressing the same button.
  const [focus, setFocus] = useState<{ id: string; step: -1 | 1 } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const done = locked;

  useEffect(() => {
    if (!focus) return;
    const button = buttons.current.get(`${focus.id}:${focus.step}`);
    const other = buttons.current.get(`${focus.id}:${-focus.step}`);
    (button && !button.disabled ? button : other)?.focus();
  }, [focus]);

  function move(index: number, step: -1 | 1) {
    const next = moveBy(order, index, step);
    const id = order[index]!;
    setOrder(next);
    setFocus({ id, step });
    setAnnouncement(
      t('question_views.sorting_list.moved', {
        item: titles.get(id) ?? '',
        position: next.indexOf(id) + 1,
        total: next.length,
      }),
    );
  }

  return (
    <div className="sorting-phone">
      <p className="sorting-phone__hint">{t('question_views.sorting_list.phone_hint')}</p>
      <ol className="sorting-phone__list">
        {order.map((id, index) => {
          const title = titles.get(id) ?? '';
          return (
            <li key={id} className="sorting-phone__item">
              <span className="sorting-phone__position" aria-hidden="true">
                {index + 1}
              </span>
              <span className="sorting-phone__title">{title}</span>
              <span className="sorting-phone__moves">
                {([-1, 1] as const).map((step) => (
                  <button
                    key={step}
                    ref={(element) => {
                      const key = `${id}:${step}`;
                      if (element) buttons.current.set(key, element);
                      else buttons.current.delete(key);
                    }}
                    type="button"
                    className="sorting-phone__move"
                    disabled={done || (step === -1 ? index === 0 : index === order.length - 1)}
                    aria-label={t(
                      step === -1
                        ? 'question_views.sorting_list.move_up'
                        : 'question_views.sorting_list.move_down',
                      { item: title },
                    )}
                    onClick={() => move(index, step)}
                  >
                    <span aria-hidden="true">{step === -1 ? '▲' : '▼'}</span>
                  </button>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <button
        type="button"
        className="button button--light sorting-phone__send"
        disabled={done}
        onClick={() => submit({ kind: 'order', answerIds: order })}
      >
        {t('question_views.sorting_list.send')}
      </button>
    </div>
  );
}
