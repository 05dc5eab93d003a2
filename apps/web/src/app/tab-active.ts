import { createContext, useContext } from 'react';

/**
 * Pages stay mounted while their tag is open (keep-alive). A page that polls or must refresh when shown
 * again reads whether its tag is the active one here; outside the shell it is always active.
 */
export const TabActiveContext = createContext(true);
export const useTabActive = () => useContext(TabActiveContext);
