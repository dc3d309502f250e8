import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '@app/core/web';
import { plugins } from './plugins.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppShell plugins={plugins} />
  </StrictMode>,
);
