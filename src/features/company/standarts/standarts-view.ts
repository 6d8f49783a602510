/**
 * /standarts composes the page's `module/` blocks: the `sections` block
 * becomes the standards, checked against its contract by a zod-free guard
 * (so the screen loads no schemas, decision 015); anything else on the page
 * (a block a later editor adds) is skipped until the screen learns it.
 */
import type { Modules, StandartSection } from '@/schemas/company-pages';
import { isStandartsBlock } from '@/schemas/standarts-block';

export interface StandartsView {
  intro: string;
  sections: StandartSection[];
}

export function standartsView(modules: Modules | undefined): StandartsView {
  const data = modules?.results.find((module) => module.key === 'sections')?.data;
  return isStandartsBlock(data) ? { intro: data.intro, sections: data.items } : { intro: '', sections: [] };
}
