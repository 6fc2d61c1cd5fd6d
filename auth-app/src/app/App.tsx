import { Route, Routes } from 'react-router-dom';
import { ForeignRoute } from '@dakiya/shared';

/** Every route auth-app owns; the shell sends /tutorial, /login, /signup and /location here. */
export default function AuthApp() {
  return (
    <Routes>
      <Route path="/tutorial" element={<h1>Tutorial</h1>} />
      <Route path="/login" element={<h1>Sign In</h1>} />
      <Route path="/signup" element={<h1>Sign Up</h1>} />
      <Route path="/location" element={<h1>Location</h1>} />
      <Route path="*" element={<ForeignRoute />} />
    </Routes>
  );
}
