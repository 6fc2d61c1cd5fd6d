// The router every app uses: React Router's declarative router, re-exported through
// @dakiya/shared so that it is one copy with one context (shared is a federation singleton) and
// tree-shaken to what the apps use (a federation-shared package ships whole). Its BrowserRouter
// renders each navigation as a React transition: a link into a screen whose code is still loading
// keeps the current screen until the next one is ready. Apps import these from '@dakiya/shared',
// never from react-router (ESLint enforces it).
export { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
