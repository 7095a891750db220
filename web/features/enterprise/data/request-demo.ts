import { enterpriseEndpoints, type TDemoRequest } from '../../../../core/contract/enterprise';
import { call } from '../../../lib/api';

/** Sends a demo request to sales; resolves to the confirmation message. */
export const requestDemo = (body: TDemoRequest) => call(enterpriseEndpoints.demo, { body });
