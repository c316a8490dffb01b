import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  RevealImageScreen,
  ScaleImageScreen,
} from '../../../domain/question-types/image-choice/index.ts';
import { AnswerBoard } from '../basic/answer-board.tsx';
import type { HostQuestionProps } from '../question-type-views.ts';
import { useImageRatio } from '../shared/use-image-ratio.ts';
import { asBasicScreen } from './as-basic-screen.ts';
import { coveredTiles, pictureProgress, zoomAt } from './picture-timing.ts';
import './image-choice.css';

/** The choices under the picture, as basic shows them: colour and shape for each. */
function Choices({ screen }: { screen: ScaleImageScreen | RevealImageScreen }) {
  return (
    <div className="picture-choices">
      <AnswerBoard question={asBasicScreen(screen)} correctAnswerIds={null} />
    </div>
  );
}

/** scale_image: the picture starts zoomed in on its middle and zooms out over the question's time. */
export function ScaleImageHost({ screen, elapsedMs, durationMs }: HostQuestionProps<'scale_image'>) {
  const { t } = useTranslation();
  const ratio = useImageRatio(screen.image);
  const zoom = zoomAt(pictureProgress(elapsedMs, durationMs));
  return (
    <div className="picture-question">
      <div className="picture-question__frame" style={{ '--picture-ratio': ratio } as CSSProperties}>
        <img
          className="picture-question__image picture-question__image--zooming"
          src={screen.image}
          alt={t('question_views.scale_image.picture_alt')}
          style={{ transform: `scale(${zoom})` }}
        />
      </div>
      <Choices screen={screen} />
    </div>
  );
}

/** reveal_image: the picture starts under tiles that come off one by one, in the order fixed by the question. */
export function RevealImageHost({ screen, elapsedMs, durationMs }: HostQuestionProps<'reveal_image'>) {
  const { t } = useTranslation();
  const ratio = useImageRatio(screen.image);
  const covered = coveredTiles(screen.reveal_order, pictureProgress(elapsedMs, durationMs));
  const tiles = screen.tiles_side * screen.tiles_side;
  return (
    <div className="picture-question">
      <div
        className="picture-question__frame"
        style={{ '--picture-ratio': ratio, '--tiles-side': screen.tiles_side } as CSSProperties}
      >
        <img
          className="picture-question__image"
          src={screen.image}
          alt={t('question_views.reveal_image.picture_alt', { shown: tiles - covered.size, total: tiles })}
        />
        <div className="picture-question__cover" aria-hidden="true">
          {Array.from({ length: tiles }, (_, tile) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its place on the grid.
              key={tile}
              className={`picture-question__tile${covered.has(tile) ? '' : ' is-off'}`}
            />
          ))}
        </div>
      </div>
      <Choices screen={screen} />
    </div>
  );
}
