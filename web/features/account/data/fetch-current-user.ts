import { authEndpoints } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** The signed-in user as the server has them now (after a change to the account). */
export const fetchCurrentUser = () => call(authEndpoints.me);
