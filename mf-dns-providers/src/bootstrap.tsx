import { mountStandalone } from '@dop/mf-kit/src/standalone/mount-standalone';
import App from './app/App';

// Standalone, open the Hurricane Electric view; the shell chooses the view by route.
mountStandalone(App, { basePath: '/hurricane-electric' });
