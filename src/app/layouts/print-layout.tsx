/** Print layout of spec §2: the page alone on white, no header or footer. */
import { Outlet } from 'react-router';
import styles from './layouts.module.css';

export function PrintLayout() {
  return (
    <main id="main" className={styles.print}>
      <Outlet />
    </main>
  );
}
