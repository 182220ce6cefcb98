// What a failed GitHub request says, made readable. When GitHub or a proxy in front of it fails (a 502 or
// 503 during an outage), the answer is an HTML error page, not the API's JSON, and Octokit makes the whole
// page the error's message: kilobytes of markup in a job log or an action's failure line. Such a message
// becomes one line with the status and the page's title; any other over-long text is cut. The error stays
// the same object with the same status, so retries and rate-limit handling see what they saw before.
import type { RestOctokit } from './rest-octokit.js';

/** Characters of a plain-text answer kept in a message. */
export const MAX_MESSAGE_CHARS = 300;
/** Characters of an HTML page's title kept. */
const MAX_TITLE_CHARS = 80;

/** `octokit`, its failed requests' messages reworded as rewordRequestError does. */
export function withReadableErrors<T extends RestOctokit>(octokit: T): T {
  octokit.hook.error('request', (error) => {
    rewordRequestError(error);
    throw error;
  });
  return octokit;
}

/** Rewrites the message of an error whose text is an HTML page or over MAX_MESSAGE_CHARS, in place. */
export function rewordRequestError(error: unknown): void {
  if (!(error instanceof Error)) return;
  const { message } = error;
  const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  const answered = status === undefined ? 'GitHub answered' : `GitHub answered ${status}`;
  if (/^\s*<(!doctype\s+html|html[\s>])/i.test(message)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(message)?.[1]?.replace(/\s+/g, ' ').trim();
    const named = title ? ` ("${cut(title, MAX_TITLE_CHARS)}")` : '';
    error.message =
      `${answered} with an HTML page${named}, not the API's JSON: GitHub, or a proxy in front of it, ` +
      'is failing; try again later';
  } else if (message.length > MAX_MESSAGE_CHARS) {
    error.message = cut(message, MAX_MESSAGE_CHARS);
  }
}

function cut(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;
}
