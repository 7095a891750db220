import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../lib/auth';
import { ToastHost } from '../ui/toast-host';
import { Shell } from './Shell';

export function App() {
  return (
    <>
      <BrowserRouter>
        <AuthProvider>
          <Shell />
        </AuthProvider>
      </BrowserRouter>
      <ToastHost />
    </>
  );
}
