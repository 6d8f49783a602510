/** «Выбрать недвижимость» entries of the aside menu (spec §2); each opens a new tab. */
export const ESTATE_LINKS = [
  { label: 'Квартиры', href: '/lots?property_type=flat' },
  { label: 'Апартаменты', href: '/lots?property_type=apartments' },
  { label: 'Машино-места', href: '/lots?type=parking' },
  { label: 'Кладовые', href: '/lots?type=storage' },
  { label: 'Коммерческие помещения', href: '/lots?type=commercials' },
] as const;
