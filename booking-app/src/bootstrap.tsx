import { startStandalone } from '@dakiya/shared/standalone';
import { ROUTES } from '@dakiya/domain';
import App from './app/App';

// Standalone run (`npm run dev -w booking-app`): its own store and a minimal frame.
void startStandalone(App, 'booking-app', ROUTES.sendCourier);
