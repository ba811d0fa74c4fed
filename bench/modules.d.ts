declare module "itemsjs" {
  interface SearchOptions {
    per_page?: number;
    page?: number;
    sort?: string;
    query?: string;
    filters?: Record<string, readonly string[]>;
  }
  interface Engine {
    search(options: SearchOptions): { data: { items: unknown[]; aggregations: unknown }; pagination: { total: number } };
  }
  export default function itemsjs(items: readonly unknown[], configuration: Record<string, unknown>): Engine;
}

declare module "autocannon" {
  interface Request {
    path: string;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { mean: number; p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    "2xx": number;
    "4xx": number;
    "5xx": number;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }): Promise<Result>;
}
