/**
 * The error page frame (spec §2): status code, message and one button. The
 * specific pages (404, 500, maintenance) are thin wrappers around it.
 */
import type { ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { Container } from '@/ui/container/container';
import styles from './error-page.module.css';

interface BaseProps {
  /** Status code or a short word such as 'тех. работы'. */
  code: number | string;
  message: string;
  buttonLabel: string;
  /** Prompt, countdown or other lines under the message. */
  children?: ReactNode;
}

/** The button either navigates (`to`) or acts (`onClick`). */
export type GenericErrorPageProps = BaseProps & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

export function GenericErrorPage({ code, message, buttonLabel, children, ...action }: GenericErrorPageProps) {
  const numeric = typeof code === 'number' || /^\d+$/.test(code);
  return (
    <Container className={styles.page}>
      <div className={styles.inner}>
        <p className={numeric ? styles.code : `${styles.code} ${styles.word}`}>{code}</p>
        <h1 className={styles.message}>{message}</h1>
        {children}
        <div className={styles.actions}>
          {action.to !== undefined ? (
            <Button size="l" to={action.to}>
              {buttonLabel}
            </Button>
          ) : (
            <Button size="l" onClick={action.onClick}>
              {buttonLabel}
            </Button>
          )}
        </div>
      </div>
    </Container>
  );
}
