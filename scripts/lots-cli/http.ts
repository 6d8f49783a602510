/**
 * The two transfers of the lots commands over node:http(s): a file streamed
 * up as a request body, counting the bytes handed to the socket, and an
 * answer streamed down into a file, counting the bytes received. node:http
 * rather than fetch: a server may answer before the body is all sent (401,
 * 413), and that answer must win over the broken pipe that follows it.
 *
 * Failures become Russian messages that say what happened to the data: not
 * reached at all, cut during the upload (the server cannot have imported a
 * body it did not get whole), or cut after it (the import may have run).
 */
import { createReadStream } from 'node:fs';
import http, { type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatBytes } from '../../src/lib/format/bytes.ts';
import { CliError, EXIT } from './cli.ts';

/** How long to wait for the connection itself; the answer may then take as long as the import does. */
const CONNECT_TIMEOUT_MS = 10_000;
/** A refusal is a short JSON; more than this is not one of the app's answers. */
const ANSWER_LIMIT = 2 * 1024 * 1024;
/** How long to wait for "100 Continue" before sending the body to a server that ignores `Expect`. */
const CONTINUE_WAIT_MS = 1_000;

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const origin = (url: URL) => `${url.protocol}//${url.host}`;

function unreachable(url: URL, error: Error): CliError {
  const code = (error as { code?: string }).code ?? error.message;
  return new CliError(
    `Сервер не отвечает по адресу ${origin(url)} (${code}): запустите его (npm start) или укажите --server`,
  );
}

/** Starts a request; `connected()` tells a refused connection from one cut later. */
function open(
  url: URL,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
): { request: ClientRequest; connected: () => boolean } {
  const request = (url.protocol === 'https:' ? https : http).request(url, { method, headers });
  let connected = false;
  request.setTimeout(CONNECT_TIMEOUT_MS, () =>
    request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
  );
  request.on('socket', (socket) => {
    const ready = () => {
      connected = true;
      request.setTimeout(0);
    };
    // A kept-alive socket is already connected and emits no 'connect'.
    if (!socket.connecting) ready();
    else socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', ready);
  });
  return { request, connected: () => connected };
}

async function readAnswer(response: IncomingMessage): Promise<Answer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ANSWER_LIMIT) break;
    chunks.push(chunk);
  }
  return { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) };
}

export interface UploadEvents {
  sent(bytes: number): void;
  /** The last byte was handed over: the server now reads and checks the file. */
  sentAll(): void;
}

/** POSTs the file at `path` (of `size` bytes) as the request body. */
export function upload(
  url: URL,
  headers: Record<string, string>,
  file: { path: string; size: number },
  events: UploadEvents,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { request, connected } = open(url, 'POST', {
      ...headers,
      'content-length': String(file.size),
      // The server answers a refusal (401, 413) before the body is sent, not after a broken pipe.
      expect: '100-continue',
    });
    const source = createReadStream(file.path);
    let sent = 0;
    let answered = false;
    let sending = false;
    // A server or proxy that ignores the header gets the body anyway, as RFC 9110 lets a client do.
    const sendAnyway = setTimeout(() => send(), CONTINUE_WAIT_MS);
    const send = () => {
      clearTimeout(sendAnyway);
      if (sending || answered || request.destroyed) return;
      sending = true;
      // Counted from here: a 'data' listener set earlier would start the file flowing before the pipe.
      source.on('data', (chunk) => {
        sent += chunk.length;
        events.sent(sent);
      });
      source.pipe(request);
    };
    request.on('continue', send);
    source.on('end', () => events.sentAll());
    source.on('error', (error) => {
      request.destroy();
      reject(new CliError(`Не удалось прочитать файл ${file.path}: ${error.message}`));
    });
    request.on('response', (response) => {
      answered = true;
      clearTimeout(sendAnyway);
      const early = sent < file.size;
      if (early) {
        // Answered before taking the whole file (a refusal): stop sending.
        source.unpipe(request);
        source.destroy();
      }
      readAnswer(response).then(
        (answer) => {
          // A request left half-sent holds its socket open: close it, or the process would not end.
          if (early) request.destroy();
          resolve(answer);
        },
        (error: Error) => reject(new CliError(`Связь с сервером прервалась при получении ответа: ${error.message}`)),
      );
    });
    request.on('error', (error) => {
      clearTimeout(sendAnyway);
      if (answered) return; // the pipe breaking after the server's answer
      source.destroy();
      if (!connected()) return reject(unreachable(url, error));
      const reason = (error as { code?: string }).code ?? error.message;
      if (sent < file.size) {
        return reject(
          new CliError(
            `Связь с сервером прервалась при отправке файла (${reason}; отправлено ${formatBytes(sent)} из ${formatBytes(file.size)}): ` +
              'сервер не получил файл целиком, ничего не изменено. Повторите загрузку.',
          ),
        );
      }
      reject(
        new CliError(
          `Связь с сервером прервалась, когда файл был уже отправлен (${reason}): загрузка могла пройти. ` +
            'Проверьте это пробным прогоном (--dry-run): если изменений нет, файл уже загружен.',
        ),
      );
    });
  });
}

/**
 * GETs `url`: a 200's body is streamed into `sink`, `received` counting it,
 * and null is returned; any other status is returned as an answer to explain
 * (`sink` then gets nothing).
 */
export function download(
  url: URL,
  headers: Record<string, string>,
  sink: Writable,
  received: (bytes: number) => void,
): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const { request, connected } = open(url, 'GET', headers);
    let answered = false;
    request.on('error', (error) => {
      if (answered) return; // then the body's pipeline says it
      reject(
        connected()
          ? new CliError(
              `Связь с сервером прервалась до ответа (${(error as { code?: string }).code ?? error.message})`,
            )
          : unreachable(url, error),
      );
    });
    request.on('response', (response) => {
      answered = true;
      if (response.statusCode !== 200) {
        readAnswer(response).then(resolve, (error: Error) =>
          reject(new CliError(`Связь с сервером прервалась при получении ответа: ${error.message}`)),
        );
        return;
      }
      let bytes = 0;
      let sinkFailed = false;
      sink.once('error', () => {
        sinkFailed = true;
      });
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          received(bytes);
          done(null, chunk);
        },
      });
      pipeline(response, counter, sink).then(
        () => resolve(null),
        (error: Error) => {
          const reason = (error as { code?: string }).code ?? error.message;
          if (sinkFailed)
            return reject(new CliError(`Не удалось записать файл (${reason})`, EXIT.failed, { cause: error }));
          reject(
            new CliError(
              `Связь с сервером прервалась при выгрузке (${reason}; получено ${formatBytes(bytes)}): файл не сохранён. Повторите выгрузку.`,
            ),
          );
        },
      );
    });
    request.end();
  });
}
