/**
 * /partnership/brokers|investors|landowners (spec §2): one screen, the kind
 * comes from the route table entry (`params.kind`). The page heading, a lead
 * paragraph for the kind, the page content from `cooperation/` (benefits,
 * conditions, commission, steps, FAQ — the partnership-page feature) and
 * the kind's partnership form.
 */
import { useId } from 'react';
import { NBSP } from '@/lib/format';
import type { PartnershipKind } from '@/features/partnership-form/partnership-form';
import { NotFoundPage } from '../lazy-shell';
import { PartnershipContent } from '@/features/partnership-page/partnership-content';
import { FormIntro } from '@/ui/form/form-intro';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { PartnershipForm } from '../deferred-page-forms';
import { usePageRoute } from './use-page-route';
import styles from './form-screen.module.css';
import { prefetchPartnershipPage } from '@/features/partnership-page/partnership-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchPartnershipPage;

const INTRO: Record<PartnershipKind, string> = {
  brokers: `Работаем с агентствами недвижимости и частными брокерами: закрепляем клиента за вами, выплачиваем вознаграждение после сделки и даём материалы по всем проектам. Оставьте заявку${NBSP}— менеджер по работе с партнёрами свяжется с вами.`,
  investors: `Приглашаем инвесторов в жилые и коммерческие проекты в Москве${NBSP}— от покупки пула лотов до участия в девелопменте. Расскажите о себе и своём предложении${NBSP}— мы свяжемся с вами.`,
  landowners: `Рассматриваем участки под жилую и коммерческую застройку: покупку, совместную реализацию проекта или обмен на площади в наших домах. Расскажите об участке${NBSP}— мы изучим его и свяжемся с вами.`,
};

/** The kinds are INTRO's keys (typed by the form's kinds): checked here without loading the form's chunk. */
const isPartnershipKind = (kind: unknown): kind is PartnershipKind =>
  typeof kind === 'string' && Object.hasOwn(INTRO, kind);

export default function PartnershipScreen() {
  const { route, title } = usePageRoute('Партнёрам');
  const formTitleId = useId();
  const kind = route?.params?.kind;
  if (!isPartnershipKind(kind)) return <NotFoundPage />;
  return (
    <PageFrame title={title}>
      <p className={styles.intro}>{INTRO[kind]}</p>
      <PartnershipContent kind={kind} />
      <section className={`${styles.form} ${styles.pageForm}`} aria-labelledby={formTitleId}>
        <FormIntro titleId={formTitleId} title="Оставить заявку" />
        {/* Keyed by kind: moving between the three pages starts a fresh form with the kind's own rules. */}
        <PartnershipForm key={kind} kind={kind} labelledBy={formTitleId} />
      </section>
    </PageFrame>
  );
}
