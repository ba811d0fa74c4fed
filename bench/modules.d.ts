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
  interface Result {
    requests: { average: number };
    non2xx: number;
  }
  export default function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Result>;
}
