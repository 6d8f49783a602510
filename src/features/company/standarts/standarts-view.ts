/**
 * /standarts composes the page's `module/` blocks: the `sections` block
 * becomes the standards, checked by its contract; anything else on the page
 * (a block a later editor adds) is skipped until the screen learns it.
 */
import { standartsBlockSchema, type StandartSection } from '@/schemas/company-pages';
import type { Modules } from '@/schemas/company-pages';

export interface StandartsView {
  intro: string;
  sections: StandartSection[];
}

export function standartsView(modules: Modules | undefined): StandartsView {
  const block = modules?.results.find((module) => module.key === 'sections');
  const parsed = standartsBlockSchema.safeParse(block?.data);
  return parsed.success ? { intro: parsed.data.intro, sections: parsed.data.items } : { intro: '', sections: [] };
}
