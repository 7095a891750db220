import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { ToastHost } from '../ui/toast-host';

/** Renders a screen inside the router, the auth provider and the toast host, as the app does. */
export function renderApp(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </AuthProvider>
      <ToastHost />
    </MemoryRouter>,
  );
}
