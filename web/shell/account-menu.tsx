import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SCHOOL_CREATOR_ROLES } from '../../domain/school/rules.ts';
import { schoolPaths } from '../shared/paths/school-paths.ts';
import { rememberedAccountsAtom } from '../shared/session/remembered-accounts.ts';
import { accountLabel, switchTargets } from '../shared/session/remembered-accounts-rules.ts';
import { sessionAtom } from '../shared/session/session-state.ts';
import { useAddAccount, useSwitchAccount } from '../shared/session/use-account-switch.ts';
import { useSignOut } from '../shared/session/use-sign-out.ts';
import { useMenu } from './use-menu.ts';

/**
 * The signed-in person's own actions (profile, other accounts, log out) behind one button named for
 * them, so the header keeps to what people do most. On phones the header menu already folds everything,
 * so there the list shows in place, without a second button (app-shell.css).
 */
export function AccountMenu({ label, currentUserId }: { label: string; currentUserId: string }) {
  const { t } = useTranslation();
  const { open, setOpen, ref: itemRef } = useMenu<HTMLLIElement>();
  const listId = useId();
  const signOut = useSignOut();
  const addAccount = useAddAccount();
  const session = useAtomValue(sessionAtom);
  // Teachers and members of a school reach their schools (set or switch school) from here.
  const inSchoolArea =
    session.status === 'signed-in' &&
    (session.claims.schoolId !== null || SCHOOL_CREATOR_ROLES.includes(session.claims.role));

  return (
    <li ref={itemRef} className="account-menu">
      <button
        type="button"
        className="app-header__link account-menu__toggle"
        data-testid="account-menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="account-menu__name">{label}</span>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        className={open ? 'account-menu__list account-menu__list--open' : 'account-menu__list'}
        aria-label={t('nav.account_menu')}
      >
        <li>
          <NavLink to="/me" className="app-header__link">
            {t('nav.edit_profile')}
          </NavLink>
        </li>
        {inSchoolArea && (
          <li>
            <NavLink to={schoolPaths.mine()} className="app-header__link">
              {t('school.page_my_schools')}
            </NavLink>
          </li>
        )}
        <SwitchAccountActions currentUserId={currentUserId} />
        <li>
          <button type="button" className="app-header__link" onClick={() => void addAccount()}>
            {t('auth.add_account')}
          </button>
        </li>
        <li>
          <button type="button" className="app-header__link" onClick={() => void signOut()}>
            {t('nav.log_out')}
          </button>
        </li>
      </ul>
    </li>
  );
}

/** "Switch to …" for each other account signed in on this device (remembered-accounts-rules.ts). */
export function SwitchAccountActions({ currentUserId }: { currentUserId: string | null }) {
  const { t } = useTranslation();
  const accounts = switchTargets(useAtomValue(rememberedAccountsAtom), currentUserId);
  const switchTo = useSwitchAccount();
  return accounts.map((account) => (
    <li key={account.userId}>
      <button
        type="button"
        className="app-header__link"
        title={account.email}
        onClick={() => void switchTo(account.userId)}
      >
        {t('auth.switch_to', { name: accountLabel(account) })}
      </button>
    </li>
  ));
}
