import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadStartPage } from './app/AppRoutes.tsx';
// antd's component CSS, prebuilt (zero-runtime mode, theme.ts): before our own CSS, which may override it.
import 'antd/dist/antd.css';
import './app/global.css';
import { rewriteLegacyLocation } from './app/legacy-url.ts';

// Old hash links (`/recruit.html#/…`, `/#/setup`) become paths before the router reads the address.
rewriteLegacyLocation();
preloadStartPage();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
