import { Route, Routes } from 'react-router';
import { catalog, pageFor } from '../../app/pages.tsx';
import { findSubPage } from '../../app/routing.ts';
import { UnderConstruction } from './UnderConstruction.tsx';

/**
 * The registered page of a path, or the under-construction result naming the screen. A page registered
 * under a pattern (`/…/:jobCode`) is rendered inside a route of that pattern, so it reads `useParams()`.
 */
export function PageView({ path, title }: { path: string; title: string }) {
  const Page = pageFor(path);
  if (!Page) return <UnderConstruction title={title} />;
  const pattern = findSubPage(catalog.sub, path)?.key;
  if (!pattern || pattern === path) return <Page />;
  return (
    <Routes>
      <Route path={pattern} element={<Page />} />
    </Routes>
  );
}
