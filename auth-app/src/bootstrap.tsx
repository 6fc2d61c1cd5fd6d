import { startStandalone } from '@dakiya/shared/standalone';
import { ROUTES } from '@dakiya/domain';
import App from './app/App';

// Standalone run (`npm run dev -w auth-app`): its own store and a minimal frame.
void startStandalone(App, 'auth-app', ROUTES.tutorial);
