import type { ReactNode } from 'react';
import { Container } from '../container/container';
import styles from './page-frame.module.css';

/** A page's frame: its heading and content column. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container className={styles.frame}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </Container>
  );
}
