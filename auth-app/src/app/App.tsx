import { lazy } from 'react';
import { Route, Routes, ForeignRoute, useCatalogue } from '@dakiya/shared';
import { ROUTES } from '@dakiya/domain';
import { loadCatalogue } from './catalogue';
import { TutorialPage } from '../features/tutorial/components/TutorialPage';
import { LoginPage } from '../features/login/components/LoginPage';

// The entry screens (tutorial, login) come with the remote; the others are their own chunks, so
// /login does not download the camera, the sign-up form or the schema library. The shell's
// Suspense boundary covers the moment such a chunk arrives.
const SignupPage = lazy(() =>
  import('../features/signup/components/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const LocationPage = lazy(() =>
  import('../features/location/components/LocationPage').then((m) => ({ default: m.LocationPage })),
);

// The shell loads the catalogue for the active language with the remote, before its first render.
export { loadCatalogue };

/** Every route auth-app owns; the shell sends /tutorial, /login, /signup and /location here. */
export default function AuthApp() {
  useCatalogue(loadCatalogue);
  return (
    <Routes>
      <Route path={ROUTES.tutorial} element={<TutorialPage />} />
      <Route path={ROUTES.login} element={<LoginPage />} />
      <Route path={ROUTES.signup} element={<SignupPage />} />
      <Route path={ROUTES.location} element={<LocationPage />} />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}
