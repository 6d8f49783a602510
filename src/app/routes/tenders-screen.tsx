/** /tenders (spec §2): the heading, a lead paragraph, the open tenders and the offer form. */
import { NBSP } from '@/lib/format';
import { TendersSection } from '@/features/tender-form/tenders-section';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { usePageRoute } from './use-page-route';
import styles from './form-screen.module.css';

export default function TendersScreen() {
  const { title } = usePageRoute('Тендеры');
  return (
    <PageFrame title={title}>
      <p className={styles.intro}>
        {`Приглашаем подрядчиков и поставщиков к участию в тендерах на строительство и благоустройство наших проектов. Выберите тендер, приложите коммерческое предложение и документы компании${NBSP}— тендерный комитет рассмотрит их до окончания приёма предложений.`}
      </p>
      <TendersSection />
    </PageFrame>
  );
}
