import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';

/**
 * Reordering by drag and drop (@dnd-kit) with a pointer on the handle, every step announced to screen
 * readers in the author's language. From the keyboard, the up and down arrows on the handle move the
 * question one place at once (the handle keeps the focus): a step per key, nothing to pick up or drop,
 * and the same move as the arrow buttons.
 */
export function SortableQuestions({
  ids,
  onMove,
  children,
}: {
  ids: readonly string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A small travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
  );
  const placeOf = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('editor.dnd_picked', { number: placeOf(active.id) }),
    onDragOver: ({ over }) =>
      over ? t('editor.dnd_over', { position: placeOf(over.id), total: ids.length }) : undefined,
    onDragEnd: ({ over }) =>
      over ? t('editor.dnd_dropped', { position: placeOf(over.id), total: ids.length }) : undefined,
    onDragCancel: () => t('editor.dnd_cancelled'),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('editor.dnd_instructions') } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** The handle's element id: the focus stays on it after a move from the keyboard. */
export const handleId = (questionId: string) => `question-handle-${questionId}`;

/** One question of the list: its place moves while dragged; `children` gets the handle to show. */
export function SortableQuestion({
  id,
  number,
  onStep,
  children,
}: {
  id: string;
  number: number;
  /** An arrow key on the handle: one place up (−1) or down (+1). */
  onStep: (delta: -1 | 1) => void;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="icon-button question-card__handle"
      id={handleId(id)}
      {...attributes}
      {...listeners}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        onStep(event.key === 'ArrowUp' ? -1 : 1);
      }}
      aria-label={t('editor.drag_handle', { number })}
      title={t('editor.drag_handle', { number })}
      data-testid="question-handle"
    >
      <Icon path="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-question sortable-question--dragging' : 'sortable-question'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
