import { exportEndpoints } from '../../../../core/contract/enterprise';
import { href } from '../../../lib/api';

/** The address of a finished export's file, for a download link. */
export const exportDownloadHref = (id: string) => href(exportEndpoints.download, { params: { id } });
