import { pageFor } from '../../app/pages.tsx';
import { UnderConstruction } from './UnderConstruction.tsx';

/** The registered page of a path, or the under-construction result naming the screen. */
export function PageView({ path, title }: { path: string; title: string }) {
  const Page = pageFor(path);
  return Page ? <Page /> : <UnderConstruction title={title} />;
}
