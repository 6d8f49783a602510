/**
 * Квартиры / Апартаменты / … / Коммерция: the kind of lot. Manual activation
 * (Enter or Space): arrowing across the tabs must not fire a search per tab.
 */
import { Tabs } from '@/ui/tabs/tabs';
import { useCatalogueFilters } from './use-catalogue-filters';
import { KIND_TABS, applyKind, kindOf, type KindId } from './lot-kinds';
import styles from './catalogue.module.css';

/** Not a tab id: no tab is selected when the filters fit none. */
type TabValue = KindId | 'custom';

export function KindTabs() {
  const { filters, update } = useCatalogueFilters();
  const kind = kindOf(filters);
  return (
    <Tabs<TabValue>
      className={styles.kinds}
      label="Тип недвижимости"
      activation="manual"
      items={KIND_TABS.map((tab) => ({ id: tab.id, label: tab.label }))}
      value={kind ?? 'custom'}
      onChange={(id) => {
        if (id !== 'custom' && id !== kind) update(applyKind(filters, id));
      }}
    />
  );
}
