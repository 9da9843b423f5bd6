import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <App />
    </AppProviders>
  </StrictMode>,
);
