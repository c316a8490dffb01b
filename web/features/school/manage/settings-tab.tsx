import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { showToast } from '../../../overlays/toast-state.ts';
import { schoolPaths } from '../../../shared/paths/school-paths.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { readSettings, updateSchool } from '../school-api.ts';
import { SchoolForm } from '../school-form.tsx';

/** Settings: the school form, saved whole (spec §7 updateSchool); a new slug moves the page with it. */
export function SettingsTab({ schoolId, onSaved }: { schoolId: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [settings, reload] = useLoaded(() => readSettings(schoolId), schoolId);
  if (settings.status === 'loading') return <PageSpinner />;
  if (settings.status === 'failed') return <FormAlert code={settings.code} />;
  const s = settings.value;
  return (
    <>
      <h2 className="school-card__heading">{t('school.tab_settings')}</h2>
      {s.feide_org && (
        <p className="school-card__hint">
          {t('school.settings_feide', { org: s.feide_org.replace(/^fc:org:/, '') })}
        </p>
      )}
      <SchoolForm
        key={JSON.stringify(s)}
        initial={{
          schoolName: s.school_name,
          name: s.name,
          phone: s.phone,
          email: s.email,
          district: s.district,
          country: s.country,
          slug: s.slug,
          timeZone: s.time_zone,
        }}
        submitLabel={t('school.form_save')}
        onSubmit={async (body) => {
          const saved = await updateSchool(schoolId, body);
          showToast('success', 'school.form_saved');
          if (saved.slug !== s.slug) navigate(schoolPaths.manage(saved.slug, 'settings'), { replace: true });
          else reload();
          onSaved();
        }}
      />
    </>
  );
}
