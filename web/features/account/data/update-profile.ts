import { authEndpoints, type TProfileUpdate } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** Saves name and company; a new e-mail address waits for its link (the answer's message says so). */
export const updateProfile = (body: TProfileUpdate) => call(authEndpoints.profile, { body });
