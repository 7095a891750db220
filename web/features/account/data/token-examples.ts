import { MCP_PATH } from '../../../../core/contract/api-tokens';
import { partnershipEndpoints } from '../../../../core/contract/partnerships';
import { href } from '../../../lib/api';

/**
 * How to use a new token, with this site's address and the token filled in: a spreadsheet
 * download with curl, and the configuration an MCP client (an AI assistant) needs.
 */
export function tokenExamples(origin: string, secret: string): { curl: string; mcp: string } {
  const csv = href(partnershipEndpoints.list, { query: { brand: 'Nike', format: 'csv' } });
  const curl = `curl -H "Authorization: Bearer ${secret}" "${origin}${csv}" -o nike.csv`;
  const mcp = JSON.stringify(
    {
      mcpServers: {
        sponsorscope: {
          type: 'http',
          url: `${origin}${MCP_PATH}`,
          headers: { Authorization: `Bearer ${secret}` },
        },
      },
    },
    null,
    2,
  );
  return { curl, mcp };
}
