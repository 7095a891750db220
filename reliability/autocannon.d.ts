// The part of autocannon's API the load spec uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds to wait for an answer before counting a timeout (autocannon default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
    non2xx: number;
    '5xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
