// Test helper: the plumbing both loopback GitHub stand-ins share. A server on 127.0.0.1 that records each
// request (method, path, query, token, JSON body) and answers JSON, with GitHub's paginated Link headers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

/** Answers one page of `items` as GitHub does (`per_page`, `page`, a Link header to the next page). */
export function sendPage(
  response: ServerResponse,
  baseUrl: string,
  items: unknown[],
  request: RecordedRequest,
): void {
  const page = pageOf(items, request);
  send(response, 200, page.items, page.link ? { link: page.link(baseUrl) } : {});
}

/** One page of `items` and, unless it is the last, the Link header to the next one. */
export function pageOf<T>(
  items: T[],
  request: RecordedRequest,
): { items: T[]; link?: (baseUrl: string) => string } {
  const perPage = Number(request.query.per_page ?? 30);
  const page = Number(request.query.page ?? 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  if (page * perPage >= items.length) return { items: slice };
  return {
    items: slice,
    link: (baseUrl) => {
      const query = new URLSearchParams({ ...request.query, page: String(page + 1) });
      return `<${baseUrl}${request.path}?${query}>; rel="next"`;
    },
  };
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Reads a request whole: its JSON body parsed, or kept as text when it is not JSON. */
export async function record(request: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // keep the raw text
  }
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.authorization,
    body,
  };
}

export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const all = { 'content-type': 'application/json; charset=utf-8', ...headers };
  response.writeHead(status, all);
  // A text body under another content type (an HTML error page) goes as it is.
  const raw = typeof body === 'string' && !all['content-type'].includes('json');
  response.end(raw ? body : JSON.stringify(body));
}

/** A server on a free loopback port; a handler that throws answers 500 with its message. */
export async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<Server> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export function urlOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
