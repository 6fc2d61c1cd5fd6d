import { startStandalone } from '@dakiya/shared/standalone';
import { DRIVER_ROUTES } from '@dakiya/domain';
import App from './app/App';

// Standalone run (`npm run dev -w driver-app`): its own store and a minimal frame.
void startStandalone(App, 'driver-app', DRIVER_ROUTES.root);
