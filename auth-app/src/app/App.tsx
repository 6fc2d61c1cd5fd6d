import { Route, Routes } from 'react-router-dom';
import { ForeignRoute } from '@dakiya/shared';
import { TutorialPage } from '../features/tutorial/components/TutorialPage';
import { LoginPage } from '../features/login/components/LoginPage';
import { SignupPage } from '../features/signup/components/SignupPage';
import { LocationPage } from '../features/location/components/LocationPage';

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
