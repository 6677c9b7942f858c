import { mountStandalone } from '@dop/mf-kit/src/standalone/mount-standalone';
import App from './app/App';

mountStandalone(App);
