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
