import { AdminOnlyPage } from '../../ui/admin-page';
import { NewsletterManager } from './NewsletterManager';

/** Newsletter management. Only administrators may use it; everyone else sees Access Denied. */
export default function NewsletterAdminPage() {
  return (
    <AdminOnlyPage
      path="/newsletter-admin"
      restricted="Newsletter management is restricted to administrators."
    >
      <NewsletterManager />
    </AdminOnlyPage>
  );
}
