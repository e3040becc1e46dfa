import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** Estimates and invoices: an A4-like sheet with no shop chrome, printable. */
export function DocumentLayout() {
  return (
    <main id="content" className={styles.document} data-layout="document">
      <Outlet />
    </main>
  );
}
