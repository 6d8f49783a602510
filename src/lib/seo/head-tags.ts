/**
 * The head tags the client keeps in step on navigation, named as the server
 * writes them (server/html/head.ts): the first page comes with them from the
 * server, later pages get the same values from `/api/seo/pages/`.
 */
export interface PageMetaValues {
  title: string;
  description: string;
  canonical: string;
  og_image: string | null;
}

interface HeadTag {
  /** Selector attribute: `name`, `property` or `rel` (canonical link). */
  key: 'name' | 'property' | 'rel';
  id: string;
  /** Attribute carrying the value: `content` for meta, `href` for the link. */
  attr: 'content' | 'href';
  /** Null removes the tag (a page without a share image must not keep the previous one). */
  value: string | null;
}

function headTagsFor(meta: PageMetaValues): HeadTag[] {
  const image = meta.og_image;
  const tag = (key: HeadTag['key'], id: string, value: string | null): HeadTag => ({
    key,
    id,
    attr: key === 'rel' ? 'href' : 'content',
    value,
  });
  return [
    tag('name', 'description', meta.description),
    tag('rel', 'canonical', meta.canonical),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:image', image),
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
  ];
}

/** Writes the tags into `head`, creating missing ones and removing those without a value. */
export function applyHeadTags(doc: Document, meta: PageMetaValues): void {
  doc.title = meta.title;
  for (const { key, id, attr, value } of headTagsFor(meta)) {
    const element = key === 'rel' ? 'link' : 'meta';
    let node = doc.head.querySelector(`${element}[${key}="${id}"]`);
    if (value === null) {
      node?.remove();
      continue;
    }
    if (!node) {
      node = doc.createElement(element);
      node.setAttribute(key, id);
      doc.head.append(node);
    }
    node.setAttribute(attr, value);
  }
}
