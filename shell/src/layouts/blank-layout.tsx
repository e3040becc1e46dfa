import { Outlet } from 'react-router';
import styles from './layouts.module.css';

export function BlankLayout() {
  return (
    <main id="content" className={styles.blank}>
      <Outlet />
    </main>
  );
}
