import { AdminOnlyPage } from '../../ui/admin-page';
import { FeedbackInbox } from './FeedbackInbox';

/** What users sent through Send Feedback. Only administrators may see it; everyone else sees Access Denied. */
export default function FeedbackAdminPage() {
  return (
    <AdminOnlyPage path="/admin/feedback" restricted="Feedback is restricted to administrators.">
      <FeedbackInbox />
    </AdminOnlyPage>
  );
}
