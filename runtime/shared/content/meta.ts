import type { MetaDescriptor } from 'react-router';

/** The page's <title> from its content (in the page's language), and nothing when there is none. */
export function contentMeta(data: { title: string } | undefined): MetaDescriptor[] {
  return data ? [{ title: data.title }] : [];
}
