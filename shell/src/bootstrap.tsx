import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@dop/ui/src/styles/base.css';
import { App } from './app/app';
import { prefetchRemotesManifest } from './remotes/remote-loader';

prefetchRemotesManifest();

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
