// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (RawRequest & {
      /** `context`: one object per connection and request, handed on to onResponse. */
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    })[];
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number | string }>;
  }
  /** The running load: awaited for its result; stop() ends it early. */
  interface Instance extends Promise<Result> {
    stop(): void;
  }
  export default function autocannon(options: Options): Instance;
}
