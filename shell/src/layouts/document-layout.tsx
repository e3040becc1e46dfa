import { Outlet } from 'react-router';
import { DemoBanner } from './demo-banner';
import styles from './layouts.module.css';

/**
 * Estimates and invoices: an A4-like sheet with no shop chrome, printable (a demo shop's banner
 * above it is printed too).
 */
export function DocumentLayout() {
  return (
    <>
      <DemoBanner />
      <main id="content" className={styles.document} data-layout="document">
        <Outlet />
      </main>
    </>
  );
}
