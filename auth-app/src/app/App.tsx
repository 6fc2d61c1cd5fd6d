import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ForeignRoute } from '@dakiya/shared';

// Each screen is its own chunk: /login does not download the camera, the sign-up form or the
// schema library. The shell's Suspense boundary covers the moment a screen's chunk arrives.
const TutorialPage = lazy(() =>
  import('../features/tutorial/components/TutorialPage').then((m) => ({ default: m.TutorialPage })),
);
const LoginPage = lazy(() =>
  import('../features/login/components/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/signup/components/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const LocationPage = lazy(() =>
  import('../features/location/components/LocationPage').then((m) => ({ default: m.LocationPage })),
);

/** Every route auth-app owns; the shell sends /tutorial, /login, /signup and /location here. */
export default function AuthApp() {
  return (
    <Routes>
      <Route path="/tutorial" element={<TutorialPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/location" element={<LocationPage />} />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}
