import { createContext, useContext, useEffect } from 'react';

/**
 * A page may name its own tag once it knows what it shows (one job's applicants: the job's name). The shell
 * gives each kept-alive pane a setter; outside the shell it does nothing.
 */
export const TabTitleContext = createContext<(title: string) => void>(() => undefined);

/** Names the page's tag `title` while it is given; the registered title stands until then. */
export function useTabTitle(title: string | null | undefined): void {
  const setTitle = useContext(TabTitleContext);
  useEffect(() => {
    if (title) setTitle(title);
  }, [title, setTitle]);
}
