import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { landingPath } from '../../app/menus.ts';
import { FROM_LOGIN } from '../../app/routing.ts';
import { currentUserQuery, hasSessionCookie, usePlatformInfo } from '../../app/session.ts';
import { LoginForm } from './LoginForm.tsx';
import styles from './LoginPage.module.css';
import { loginTarget } from './redirect.ts';

/** The login page (spec §2): platform title, the form, organiser and filing number. */
export default function LoginPage() {
  const location = useLocation();
  const info = usePlatformInfo();
  // A user still signed in goes straight on; without the session cookie there is nobody to ask about.
  const user = useQuery({ ...currentUserQuery, enabled: hasSessionCookie(), retry: false });
  const title = info.data?.title ?? '';

  useEffect(() => {
    document.title = title || '登录';
  }, [title]);

  if (user.data) {
    return (
      <Navigate
        to={loginTarget(location.search, window.location.origin) ?? landingPath(user.data.menus)}
        state={FROM_LOGIN}
        replace
      />
    );
  }
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title || '\u00a0'}</h1>
          <p className={styles.subtitle}>管理后台登录</p>
          <LoginForm />
        </div>
      </main>
      <footer className={styles.footer}>
        {info.data?.organizer ? <div>{info.data.organizer}</div> : null}
        {info.data?.filingNo ? (
          <div>
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
              {info.data.filingNo}
            </a>
          </div>
        ) : null}
      </footer>
    </div>
  );
}
