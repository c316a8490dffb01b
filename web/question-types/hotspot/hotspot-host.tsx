import { useTranslation } from 'react-i18next';
import type { HostQuestionProps } from '../question-type-views.ts';
import { PictureFrame } from './picture-frame.tsx';

/** On the projector while phones tap: the picture, as large as the screen allows. */
export function HotspotHostQuestion({ screen }: HostQuestionProps<'hotspot'>) {
  const { t } = useTranslation();
  return (
    <div className="hotspot-host">
      <PictureFrame image={screen.image} className="hotspot-host__picture" />
      <p className="hotspot-host__hint">{t('hotspot.host_hint')}</p>
    </div>
  );
}
