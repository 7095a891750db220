import { deskRoles } from '../../../core/contract/roles';
import { AdminOnlyPage } from '../../ui/admin-page';
import { DataDesk } from './DataDesk';

/** The data desk: editors and administrators correct the dataset; everyone else sees Access Denied. */
export default function DataDeskPage() {
  return (
    <AdminOnlyPage path="/data-desk" roles={deskRoles} restricted="The data desk is restricted to editors.">
      <DataDesk />
    </AdminOnlyPage>
  );
}
