/**
 * The home page of a country: the hero (title and intro) and the ways on, payment options and
 * login, as the sections of content/entries/home.yaml. The loader takes the entry in the page's
 * language at build time.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { ContentSections } from '../../shared/content/content-sections.js';
import { contentOfRequest } from '../../shared/content/load.js';
import { contentMeta } from '../../shared/content/meta.js';

export async function loader({ request }: LoaderFunctionArgs) {
  return contentOfRequest('home', request);
}

export function meta({ data }: MetaArgs<typeof loader>) {
  return contentMeta(data);
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <article className="ed-home">
      <header className="ed-hero">
        <h1>{data.title}</h1>
        <p className="ed-lead">{data.intro}</p>
      </header>
      <div className="ed-cards">
        <ContentSections sections={data.sections} />
      </div>
    </article>
  );
}
