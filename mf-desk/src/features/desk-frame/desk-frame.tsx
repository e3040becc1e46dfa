/**
 * Every desk page's frame: the desk's name, its pages, who is signed in and signing out. Tablet
 * first: one bar that wraps on a narrow screen, links large enough for a finger.
 */
import '../../i18n/desk-i18n';
import { removeCookie } from '@shop/shared/cookies';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import { deskSessionQuery, signOutAtDesk } from '../desk-session/api/desk-session';
import styles from './desk-frame.module.css';
import { useSignInWhenSessionEnds } from './use-sign-in-when-session-ends';

export function DeskFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const session = useQuery(deskSessionQuery());
  const client = useQueryClient();
  const navigate = useNavigate();
  const [signOutFailed, setSignOutFailed] = useState(false);
  useSignInWhenSessionEnds();
  const signOut = async () => {
    try {
      await signOutAtDesk();
    } catch {
      // The session may still be alive on a shared tablet: say so rather than pretend.
      setSignOutFailed(true);
      return;
    }
    removeCookie('deskSession');
    client.removeQueries({ queryKey: ['desk'] });
    await navigate(pathFor('desk-sign-in', {}, locale), { replace: true });
  };
  const { pathname } = useLocation();
  // Link, not NavLink: the shell shares react-router as its own build has it, without NavLink.
  const link = (to: string) => ({
    to,
    className: pathname === to ? `${styles.link} ${styles.active}` : styles.link,
    'aria-current': pathname === to ? ('page' as const) : undefined,
  });
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <span className={styles.name}>{t('frame.title')}</span>
        <nav aria-label={t('frame.navigation')} className={styles.nav}>
          <Link {...link(pathFor('desk-board', {}, locale))}>{t('frame.board')}</Link>
          <Link {...link(pathFor('desk-timeline', {}, locale))}>{t('frame.timeline')}</Link>
          <Link {...link(pathFor('desk-units', {}, locale))}>{t('frame.units')}</Link>
        </nav>
        {session.data ? (
          <span className={styles.who}>
            {t('frame.signedInAs', { name: session.data.name })} ·{' '}
            {t(`frame.role_${session.data.role}`)}
          </span>
        ) : null}
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('frame.signOut')}
        </Button>
        {signOutFailed ? (
          <p role="alert" className={styles.alert}>
            {t('frame.signOutFailed')}
          </p>
        ) : null}
      </header>
      <div className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
