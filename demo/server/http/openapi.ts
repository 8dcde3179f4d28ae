import type { TSchema } from '@sinclair/typebox';
import type { Endpoint } from '../../../src/core/api/contract/endpoint';
import { API_STATUS, HTTP_FOR_STATUS, STATUS_MESSAGES } from '../../../src/core/api/contract/status';
import { fullPath } from './register';

/** Plain JSON Schema from a TypeBox schema (drops TypeBox's symbol keys). */
function plain(schema: TSchema | undefined): Record<string, unknown> | undefined {
  return schema ? (JSON.parse(JSON.stringify(schema)) as Record<string, unknown>) : undefined;
}

function envelope(data: TSchema): Record<string, unknown> {
  return {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'integer', const: 0 }, data: plain(data) },
  };
}

const ERROR_BODY = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'integer' }, message: { type: 'string' }, field: { type: 'string' } },
};

function parametersOf(ep: Endpoint): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const [where, schema] of [['path', ep.params], ['query', ep.query]] as const) {
    const props = (plain(schema)?.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((plain(schema)?.required ?? []) as string[]);
    for (const [name, s] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  }
  return out;
}

const SECURITY: Record<Endpoint['auth'], Array<Record<string, string[]>>> = {
  none: [{}, { apiKey: [] }],
  bearer: [{ bearer: [] }],
  plus: [{ bearer: [] }, { plusKey: [] }],
  openApiKey: [{ openApiKey: [] }],
};

/** The OpenAPI 3.1 description of every registered call, generated from the shared contract. */
export function openApiDocument(endpoints: readonly Endpoint[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const ep of endpoints) {
    const path = fullPath(ep).replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const responses: Record<string, unknown> = ep.kind === 'download'
      ? { 200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } }
      : { 200: { description: 'Success: status 0', content: { 'application/json': { schema: envelope(ep.response) } } } };
    const errors: number[] = [API_STATUS.VALIDATION, API_STATUS.UNAUTHENTICATED, API_STATUS.FORBIDDEN, API_STATUS.NOT_FOUND];
    if (ep.auth === 'openApiKey') errors.push(API_STATUS.TOO_MANY_REQUESTS);
    for (const status of errors) {
      responses[String(HTTP_FOR_STATUS[status])] = { description: `status ${status}: ${STATUS_MESSAGES[status]}`, content: { 'application/json': { schema: ERROR_BODY } } };
    }
    const body = ep.kind === 'multipart'
      ? { content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } } }
      : ep.body ? { required: true, content: { 'application/json': { schema: plain(ep.body) } } } : undefined;
    paths[path] ??= {};
    paths[path][ep.method.toLowerCase()] = {
      operationId: ep.id,
      summary: ep.summary,
      tags: [ep.id.split('.')[0]],
      security: SECURITY[ep.auth],
      ...(ep.permission ? { 'x-permission': ep.permission } : {}),
      ...(ep.extension ? { 'x-extension': true } : {}),
      ...(ep.driverScoped ? { 'x-driver-scoped': true } : {}),
      ...(ep.managerOnly ? { 'x-manager-only': true } : {}),
      ...(ep.operatorOnly ? { 'x-operator-only': true } : {}),
      parameters: parametersOf(ep),
      ...(body ? { requestBody: body } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fleet console reference API',
      version,
      description: 'Every call of the console (spec section 7) and the calls of our own design (x-extension). '
        + 'Bodies are {status, data}: status 0 is success; errors carry status, message and, for bad input, field.',
    },
    // Relative to where this description is served (OpenAPI's Server Object): every path carries its
    // host's prefix (/api, /plus, /plus-api, …), so one server answers them all, as in the console's
    // same-origin setup; a generated client needs only the origin it fetched /api/docs from.
    servers: [{ url: '/', description: 'The server that serves this description' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        plusKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'the plus key' },
        openApiKey: {
          type: 'apiKey', in: 'header', name: 'X-API-Key',
          description: 'an enterprise\'s open-API key: it answers only for that enterprise\'s cars, within a budget of calls (429 beyond)',
        },
      },
    },
    paths,
  };
}
