import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes.tsx';
import { Providers } from './Providers.tsx';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
