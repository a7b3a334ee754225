/**
 * The OpenAPI 3.1 document of /api, generated from the REST table (routes.ts: each row's path,
 * shape and `doc`, the search parameters params.ts reads) and the file routes
 * (file-route-docs.ts), with the error codes of @portal/shared. Emitted to openapi.json by
 * emit-openapi.ts, checked for drift like schema.graphql, served at GET /api/openapi.json.
 */
import { ERROR_CODES, ERROR_STATUS, SECTIONS } from '@portal/shared';
import { FILE_ROUTE_DOCS } from './file-route-docs';
import type { ParamDoc } from './params';
import { REST_ROUTES, type RestRoute } from './routes';

type Json = Record<string, unknown>;

/** `/service/:section/search` → `/api/service/{section}/search` and its path parameter names. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path.replace(/:([A-Za-z]+)/g, (_all, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: `/api${converted}`, names };
}

function pathParameter(name: string): Json {
  const schema: Json = name === 'section' ? { type: 'string', enum: [...SECTIONS] } : { type: 'string' };
  return { name, in: 'path', required: true, schema };
}

function queryParameter(param: ParamDoc): Json {
  const item: Json = { type: 'string', ...(param.enum ? { enum: [...param.enum] } : {}) };
  const schema: Json =
    param.type === 'array'
      ? { type: 'array', items: { type: 'string' } }
      : param.type === 'integer'
        ? { type: 'integer' }
        : item;
  return {
    name: param.name,
    in: 'query',
    required: false,
    description: param.description,
    schema,
    ...(param.type === 'array' ? { style: 'form', explode: true } : {}),
    ...(param.example !== undefined ? { example: param.example } : {}),
  };
}

/** The refusals every route may answer, by status, each naming its codes. */
function errorResponses(shape: RestRoute['shape'] | 'file'): Json {
  const byStatus = new Map<number, string[]>();
  for (const code of ERROR_CODES) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const schema = { $ref: `#/components/schemas/${shape === 'contents' ? 'ContentsError' : 'EnvelopeError'}` };
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.join(', '),
          ...(status === 429 || status === 503
            ? { headers: { 'Retry-After': { description: '再試行までの秒数', schema: { type: 'integer' } } } }
            : {}),
          content: { 'application/json': { schema } },
        },
      ]),
  );
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${method}${words.join('')}`;
}

function restOperation(route: RestRoute, path: string, names: string[]): Json {
  const { doc } = route;
  const success = route.shape === 'envelope' ? 'Envelope' : 'Contents';
  return {
    operationId: operationId(route.method, path),
    summary: doc.summary,
    description: [doc.description, `利用できる人：${doc.access}`].filter(Boolean).join('\n\n'),
    tags: [route.path.startsWith('/service/') ? 'service' : 'auth'],
    parameters: [...names.map(pathParameter), ...(doc.query ?? []).map(queryParameter)],
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: Object.fromEntries(doc.body.map((field) => [field, { type: 'string' }])),
                },
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: route.shape === 'envelope' ? '{ success, data, error }' : '{ contents }',
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${success}` } } },
      },
      ...errorResponses(route.shape),
    },
  };
}

const COMPONENTS = {
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description: 'Firebase の ID トークン、または APIキー（jpk_ で始まる。読み取り専用、docs/api-keys.md）',
    },
    apiKey: {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
      description: 'APIキー（jpk_ で始まる。URL には含めない）',
    },
  },
  schemas: {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: [...ERROR_CODES] },
        message: { type: 'string', description: '日本語のメッセージ' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: '項目ごとのメッセージ' },
      },
    },
    Envelope: {
      type: 'object',
      required: ['success', 'data', 'error'],
      properties: { success: { type: 'boolean' }, data: {}, error: { type: 'null' } },
    },
    EnvelopeError: {
      type: 'object',
      required: ['success', 'data', 'error'],
      properties: {
        success: { const: false },
        data: { type: 'null' },
        error: { $ref: '#/components/schemas/Error' },
      },
    },
    Contents: { type: 'object', required: ['contents'], properties: { contents: {} } },
    ContentsError: {
      type: 'object',
      required: ['contents', 'error'],
      properties: { contents: { type: 'null' }, error: { $ref: '#/components/schemas/Error' } },
    },
  },
};

export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const route of REST_ROUTES) {
    const { path, names } = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: restOperation(route, path, names) };
  }
  for (const file of FILE_ROUTE_DOCS) {
    const { path, names } = openApiPath(file.path);
    paths[path] = {
      ...paths[path],
      [file.method]: {
        operationId: operationId(file.method, path),
        summary: file.summary,
        description: `利用できる人：${file.access}`,
        tags: ['files'],
        parameters: [...names.map(pathParameter), ...(file.query ?? []).map(queryParameter)],
        responses: {
          '200': {
            description: file.produces.join(', '),
            content: Object.fromEntries(file.produces.map((type) => [type, { schema: {} }])),
          },
          ...errorResponses('file'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '自治体ソリューションポータル API',
      version: '1',
      description:
        'REST の各呼び出しは同じサーバーの GraphQL 操作として実行され、アクセス規則・入力検査・回数制限を共有します。説明：docs/api.md、APIキー：docs/api-keys.md。',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    security: [{}, { bearer: [] }, { apiKey: [] }],
    tags: [
      { name: 'service', description: 'ソリューション・補助金・導入事例の検索と詳細' },
      { name: 'auth', description: '会員情報' },
      { name: 'files', description: 'ファイルの入出力とメールのリンク' },
    ],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: COMPONENTS,
  };
}

/** The document as committed: two-space JSON with a final newline. */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}
