// A local stand-in for an S3-compatible object store, speaking the part of the S3 REST API the
// media storage uses (path-style PutObject, GetObject, HeadObject, DeleteObject) so the real AWS
// SDK can be tested without a network. It checks that each request is SigV4-signed with the
// expected access key (the signature itself is not recomputed) and keeps objects in memory.
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; key: string }[];
  close: () => Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket = 'courtside-media'): Promise<FakeS3> {
  const accessKeyId = 'FAKEACCESSKEY';
  const secretAccessKey = 'fake-secret-key-0123456789';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; key: string }[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const method = request.method ?? 'GET';
      requests.push({ method, key });
      const auth = request.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        response.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError('AccessDenied', 'Bad credentials'));
        return;
      }
      if (bucketName !== bucket) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(xmlError('NoSuchBucket', 'The specified bucket does not exist'));
        return;
      }
      const stored = objects.get(key);
      if (method === 'PUT') {
        const body = await readBody(request);
        objects.set(key, { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' });
        response.writeHead(200, { etag: `"${body.length}"` }).end();
      } else if (method === 'GET' || method === 'HEAD') {
        if (!stored) {
          if (method === 'HEAD') response.writeHead(404).end();
          else
            response
              .writeHead(404, { 'content-type': 'application/xml' })
              .end(xmlError('NoSuchKey', 'The specified key does not exist.'));
          return;
        }
        response.writeHead(200, { 'content-type': stored.contentType, 'content-length': String(stored.body.length) });
        response.end(method === 'GET' ? stored.body : undefined);
      } else if (method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
