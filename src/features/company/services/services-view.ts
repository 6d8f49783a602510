/** Services grouped by who they are for, in the order the audiences first appear. */
import type { Service } from '@/schemas/company-pages';

export interface AudienceGroup {
  audience: string;
  /** Anchor id of the group: `services-1`, `services-2`… */
  id: string;
  items: Service[];
}

export function groupByAudience(items: readonly Service[]): AudienceGroup[] {
  const groups: AudienceGroup[] = [];
  for (const item of items) {
    let group = groups.find((entry) => entry.audience === item.audience);
    if (!group) {
      group = { audience: item.audience, id: `services-${groups.length + 1}`, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
