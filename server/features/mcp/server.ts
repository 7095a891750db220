import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { FastifyBaseLogger } from 'fastify';
import { MCP_INSTRUCTIONS, type McpToolName, mcpTools } from '../../../core/contract/mcp';
import type { Catalog } from '../../catalog/catalog';
import { HttpError } from '../../plugins/errors';
import {
  athleteSnapshot,
  brandSnapshot,
  compareTool,
  competitorsTool,
  expiringTool,
  listPartnershipsTool,
  propertySnapshot,
  searchTool,
  type ToolAnswer,
} from './tools';

/** Every tool only reads the dataset, and the same question gets the same answer until it changes. */
const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

export const TOOL_FAILED = 'Something went wrong on our side while answering. Please try again.';

/**
 * A tool's answer as MCP sends it: the structured JSON (checked by the SDK against the output
 * schema), the summary paragraph, and the same JSON as text for clients that read text only. A
 * caller's mistake (an unknown name, two names for one brand) is a tool error with its message;
 * anything else is logged and answered as a tool error without details.
 */
function answer(log: FastifyBaseLogger, tool: McpToolName, run: () => ToolAnswer<object>): CallToolResult {
  try {
    const { structured, summary } = run();
    return {
      content: [
        { type: 'text', text: summary },
        { type: 'text', text: JSON.stringify(structured) },
      ],
      structuredContent: structured as Record<string, unknown>,
    };
  } catch (error) {
    if (error instanceof HttpError)
      return { content: [{ type: 'text', text: error.message }], isError: true };
    log.error({ err: error, tool }, 'MCP tool failed');
    return { content: [{ type: 'text', text: TOOL_FAILED }], isError: true };
  }
}

/** The SDK's JSON Schema checker (for elicitation, which these tools never ask): one for every server, not one each. */
const jsonSchemaValidator = new AjvJsonSchemaValidator();

const withAnnotations = <T extends object>(tool: T) => ({ ...tool, annotations: READ_ONLY });
/** Each tool's registration: title, description, schemas and annotations, made once. */
const configs = {
  search: withAnnotations(mcpTools.search),
  brand_snapshot: withAnnotations(mcpTools.brand_snapshot),
  property_snapshot: withAnnotations(mcpTools.property_snapshot),
  athlete_snapshot: withAnnotations(mcpTools.athlete_snapshot),
  list_partnerships: withAnnotations(mcpTools.list_partnerships),
  competitors: withAnnotations(mcpTools.competitors),
  expiring_contracts: withAnnotations(mcpTools.expiring_contracts),
  compare_brands: withAnnotations(mcpTools.compare_brands),
} satisfies Record<McpToolName, unknown>;

/** One MCP server over one catalogue (a request's): the tools of core/contract/mcp.ts. */
export function createMcpServer(catalog: Catalog, log: FastifyBaseLogger, version: string): McpServer {
  const server = new McpServer(
    { name: 'sponsorscope', title: 'Sponsorscope', version },
    { instructions: MCP_INSTRUCTIONS, capabilities: { tools: {} }, jsonSchemaValidator },
  );
  server.registerTool('search', configs.search, (input) =>
    answer(log, 'search', () => searchTool(catalog, input)),
  );
  server.registerTool('brand_snapshot', configs.brand_snapshot, (input) =>
    answer(log, 'brand_snapshot', () => brandSnapshot(catalog, input.brand)),
  );
  server.registerTool('property_snapshot', configs.property_snapshot, (input) =>
    answer(log, 'property_snapshot', () => propertySnapshot(catalog, input.name)),
  );
  server.registerTool('athlete_snapshot', configs.athlete_snapshot, (input) =>
    answer(log, 'athlete_snapshot', () => athleteSnapshot(catalog, input.name)),
  );
  server.registerTool('list_partnerships', configs.list_partnerships, (input) =>
    answer(log, 'list_partnerships', () => listPartnershipsTool(catalog, input)),
  );
  server.registerTool('competitors', configs.competitors, (input) =>
    answer(log, 'competitors', () => competitorsTool(catalog, input)),
  );
  server.registerTool('expiring_contracts', configs.expiring_contracts, (input) =>
    answer(log, 'expiring_contracts', () => expiringTool(catalog, input)),
  );
  server.registerTool('compare_brands', configs.compare_brands, (input) =>
    answer(log, 'compare_brands', () => compareTool(catalog, input)),
  );
  // Registering a tool advertises `listChanged: true`, but a stateless server has no stream on which
  // to announce a change: the list is fixed for the life of a request, so say so.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
