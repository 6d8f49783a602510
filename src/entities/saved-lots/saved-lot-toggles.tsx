/**
 * Favourite and compare toggles (spec §2, §4) for a lot card or a lot page.
 * Each is a toggle button: a fixed name and `aria-pressed`, so a screen reader
 * hears «В избранное, нажата». A toggle applies at once, online or not; the
 * outbox delivers it (saved-lots-sync.ts).
 */
import { CompareIcon } from '@/ui/icons/compare-icon';
import { HeartIcon } from '@/ui/icons/heart-icon';
import type { SavedListName, SavedLotData } from './saved-lots-model';
import { useCompareAvailable, useSavedToggle } from './use-saved-lots';
import styles from './saved-lot-toggles.module.css';

const TEXTS: Record<SavedListName, { name: string; on: string; off: string; hintOn: string }> = {
  favorites: { name: 'В избранное', on: 'В избранном', off: 'В избранное', hintOn: 'Убрать из избранного' },
  comparison: { name: 'К сравнению', on: 'В сравнении', off: 'Сравнить', hintOn: 'Убрать из сравнения' },
};

interface ToggleProps {
  list: SavedListName;
  lot: SavedLotData;
  labelled: boolean;
}

/**
 * The lot page's words, both in one cell and the one not meant invisible (and out of the name): the
 * button is as wide as the longer word, so the saved state, known only after hydration (issue 31),
 * changes a word, never the row («Сравнить» and «В сравнении» differ by 20 px).
 */
function ToggleWords({ on, off, saved }: { on: string; off: string; saved: boolean }) {
  return (
    <span className={styles.words}>
      <span data-shown={saved || undefined} aria-hidden={!saved || undefined}>
        {on}
      </span>
      <span data-shown={!saved || undefined} aria-hidden={saved || undefined}>
        {off}
      </span>
    </span>
  );
}

function SavedToggle({ list, lot, labelled }: ToggleProps) {
  const { saved, toggle } = useSavedToggle(list, lot);
  // The server refuses to add a sold lot; one already saved can still be taken out.
  if (lot.status === 'sold' && !saved) return null;
  const texts = TEXTS[list];
  const Icon = list === 'favorites' ? HeartIcon : CompareIcon;
  return (
    <button
      type="button"
      className={labelled ? styles.labelled : styles.icon}
      aria-pressed={saved}
      aria-label={labelled ? undefined : texts.name}
      title={saved ? texts.hintOn : texts.name}
      data-list={list}
      onClick={(event) => {
        // Cards are one big link; the toggle must not open the lot.
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
    >
      <Icon size={labelled ? 20 : 22} className={styles.glyph} />
      {labelled && <ToggleWords on={texts.on} off={texts.off} saved={saved} />}
    </button>
  );
}

export interface SavedLotTogglesProps {
  lot: SavedLotData;
  /** `labelled` shows words next to the icons (lot page); cards use icons only. */
  variant?: 'icon' | 'labelled';
  className?: string;
}

export function SavedLotToggles({ lot, variant = 'icon', className }: SavedLotTogglesProps) {
  const labelled = variant === 'labelled';
  const compareOn = useCompareAvailable();
  // Spec §3: parking and storage are not compared; only apartments and commercial kinds are.
  const comparable = compareOn && lot.kind !== 'parking' && lot.kind !== 'storage';
  return (
    <div className={[styles.toggles, className].filter(Boolean).join(' ')}>
      <SavedToggle list="favorites" lot={lot} labelled={labelled} />
      {comparable && <SavedToggle list="comparison" lot={lot} labelled={labelled} />}
    </div>
  );
}
