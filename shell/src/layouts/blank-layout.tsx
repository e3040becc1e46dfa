import { Outlet } from 'react-router';
import { DemoBanner } from './demo-banner';
import styles from './layouts.module.css';

export function BlankLayout() {
  return (
    <>
      <DemoBanner />
      <main id="content" className={styles.blank}>
        <Outlet />
      </main>
    </>
  );
}
