/** The site's common data for the header, menus and footer (`GET /api/info/`, spec §3). */
import type { SiteInfo } from '../../src/schemas/site.ts';
import type { Db } from '../db/client.ts';
import { headerProjects } from './projects-menu.ts';
import { purchaseMenu } from './purchase-methods.ts';
import { readSettings } from './site-settings.ts';

export async function loadSiteInfo(db: Db): Promise<SiteInfo> {
  const settings = await readSettings(db, ['brand', 'contacts', 'socials', 'apps', 'about_menu', 'estate_menu']);
  const [projects, purchase] = await Promise.all([headerProjects(db), purchaseMenu(db)]);
  const { brand, contacts } = settings;
  return {
    brand,
    header_projects: projects.map((project) => ({
      id: project.id,
      label: project.name,
      value: `/projects/${project.slug}`,
      disabled: !project.clickable,
    })),
    estate: settings.estate_menu,
    purchase,
    about: settings.about_menu,
    media: {
      socials: settings.socials,
      address: contacts.address,
      work_time: contacts.work_time,
      email: contacts.email,
      phone: contacts.phone,
    },
    apps: settings.apps,
  };
}
