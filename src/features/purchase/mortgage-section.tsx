/**
 * The mortgage method: programme kinds as tabs (Все программы, Семейная,
 * IT-ипотека…; `?kind=` keeps the choice in the address), the calculator
 * and the banks' programmes priced with the calculator's inputs. Choosing a
 * programme moves its rate and limits into the calculator. The calculator
 * starts from the figures of the method's hero (`offers`); opened from a lot
 * it starts from the lot's price and best programme (lot-offer.ts).
 */
import { useReducer } from 'react';
import { useSearchParams } from 'react-router';
import type { PurchaseOffers } from '@/lib/purchase-terms';
import type { MortgageProgram } from '@/schemas/purchase';
import { isMortgageKind, MORTGAGE_KIND_NAMES, MORTGAGE_KINDS, type MortgageKind } from '@/schemas/purchase-kinds';
import { Link } from '@/ui/link/link';
import { Tabs, type TabItem } from '@/ui/tabs/tabs';
import { calculatorReducer, initialCalculator } from './calculator-model';
import { useLotLanding, useLotOffer } from './lot-offer';
import { MortgageCalculator } from './mortgage-calculator';
import { MortgagePrograms } from './mortgage-programs';
import { useGetMortgageFacetsQuery } from './purchase-api';
import styles from './purchase.module.css';

type KindTab = MortgageKind | 'all';

export function MortgageSection({ offers }: { offers?: PurchaseOffers }) {
  const landing = useLotLanding();
  const [state, dispatch] = useReducer(calculatorReducer, undefined, () =>
    initialCalculator({ price: landing.price ?? undefined, offers }),
  );
  useLotOffer(landing, dispatch);
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind') ?? '';
  const kind: KindTab = isMortgageKind(raw) ? raw : 'all';
  const { data: facets } = useGetMortgageFacetsQuery({});
  const counts = new Map((facets?.facets.kind ?? []).map((option) => [option.value, option.count]));

  const tabs: TabItem<KindTab>[] = [
    { id: 'all', label: 'Все программы' },
    ...MORTGAGE_KINDS.map((id) => ({ id, label: MORTGAGE_KIND_NAMES[id], disabled: facets ? !counts.get(id) : false })),
  ];
  const chooseKind = (next: KindTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('kind');
        else copy.set('kind', next);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  const choose = (program: MortgageProgram) => {
    dispatch({ type: 'program', program });
    document.getElementById('mortgage-calculator')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="mortgage-calculator-title" id="mortgage-calculator">
        <h2 id="mortgage-calculator-title" className={styles.sectionTitle}>
          Ипотечный калькулятор
        </h2>
        <MortgageCalculator
          state={state}
          dispatch={dispatch}
          priceHint={
            landing.lot !== null && state.price === landing.price ? (
              <span>
                Цена лота —{' '}
                <Link to={`/lots/${landing.lot}`} className={styles.lotLink}>
                  вернуться к нему
                </Link>
              </span>
            ) : undefined
          }
        />
      </section>
      <section className={styles.section} aria-labelledby="mortgage-programs-title">
        <h2 id="mortgage-programs-title" className={styles.sectionTitle}>
          Программы банков-партнёров
        </h2>
        <Tabs
          items={tabs}
          value={kind}
          onChange={chooseKind}
          label="Виды ипотеки"
          size="s"
          className={styles.kindTabs}
        />
        <MortgagePrograms
          kind={kind === 'all' ? undefined : kind}
          project={landing.project}
          state={state}
          onChoose={choose}
        />
      </section>
    </>
  );
}
