import { useTranslation } from 'react-i18next';
import type { ResultProps } from '../question-type-views.ts';
import { PictureFrame } from './picture-frame.tsx';
import { regionStyle } from './region-maths.ts';

/**
 * After the close: the picture with a dot for each tap (an even sample in a big room), and, when the
 * quiz shows the answer, the boxes with how many tapped in each, the correct ones marked.
 */
export function HotspotResult({ summary, showAnswers = true, showMarks = true }: ResultProps<'hotspot'>) {
  const { t } = useTranslation();
  const regions = summary.regions ?? [];
  const inCorrect = regions.filter((r) => r.is_correct).reduce((sum, r) => sum + r.count, 0);
  return (
    <div className="hotspot-result">
      <PictureFrame image={summary.image} className="hotspot-result__picture">
        {showAnswers
          ? summary.points.map((point, index) => (
              <span
                // Points have no identity: the sample is the same list on every render.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                key={index}
                className="tap-dot"
                style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
                aria-hidden="true"
              />
            ))
          : null}
        {regions.map((region, index) => (
          <span
            key={region.answer_id}
            className={region.is_correct && showMarks ? 'result-box result-box--correct' : 'result-box'}
            style={regionStyle(region.region)}
            aria-hidden="true"
          >
            <span className="result-box__tag">
              {region.title || index + 1}
              {showAnswers ? ` · ${region.count}` : ''}
            </span>
          </span>
        ))}
      </PictureFrame>
      {showAnswers && summary.regions ? (
        <p className="hotspot-result__tally">
          {t('hotspot.tapped_correct', { count: inCorrect, taps: summary.taps })}
        </p>
      ) : null}
      {summary.regions ? (
        <ul className="visually-hidden">
          {regions.map((region, index) => (
            <li key={region.answer_id}>
              {t(region.is_correct ? 'hotspot.area_correct' : 'hotspot.area', { number: index + 1 })}
              {region.title ? ` (${region.title})` : ''}: {t('hotspot.area_taps', { count: region.count })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
