import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the site is reached: PUBLIC_URL when set, else the request's own origin (no trailing /). */
export function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  return (app.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}
