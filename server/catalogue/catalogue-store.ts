/**
 * The in-memory read model of the catalogue. Pages and API calls read from here and never wait on
 * SQL; `refresh()` reloads it from the database (the source of truth) after the catalogue changes.
 */
import type { Category } from "../../core/catalogue/categories";
import type { Region } from "../../core/regions/regions";
import type { Database } from "../db/client";
import { listCategories } from "./category-repository";

export class CatalogueStore {
  private categories: readonly Category[] = [];
  private loadedAt: Date | null = null;

  constructor(private readonly db: Database) {}

  async refresh(): Promise<void> {
    this.categories = await listCategories(this.db);
    this.loadedAt = new Date();
  }

  get isLoaded(): boolean {
    return this.loadedAt !== null;
  }

  categoriesIn(region: Region): readonly Category[] {
    return this.categories.filter((c) => c.regions.includes(region));
  }

  get categoryCount(): number {
    return this.categories.length;
  }
}
