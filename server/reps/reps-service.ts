/** The rep finder and contact requests as the routes use them (wired in server/main.ts). */
import type { Region } from "../../core/regions/regions";
import type { SalesRep } from "../../core/reps/rep";
import { matchReps, type RepQuery } from "../../core/reps/territory-match";
import type { ProductFamily } from "../../core/catalogue/families";
import type { Database } from "../db/client";
import { createContactRequest, type ContactOutcome, type NewContactRequest } from "./contact-requests";
import { repById, repsOfRegion } from "./reps-repository";

export interface RepsServiceOptions {
  /** Called after a request's mails are committed to the outbox, to send them now. */
  onMail?: () => void;
}

export class RepsService {
  constructor(
    private readonly db: Database,
    private readonly options: RepsServiceOptions = {},
  ) {}

  async search(region: Region, query: RepQuery, line: ProductFamily | null): Promise<SalesRep[]> {
    if (query.kind !== "postal" && query.kind !== "place") return [];
    return matchReps(await repsOfRegion(this.db, region), query, line);
  }

  rep(region: Region, id: string): Promise<SalesRep | undefined> {
    return repById(this.db, region, id);
  }

  async contact(request: NewContactRequest): Promise<ContactOutcome> {
    const outcome = await createContactRequest(this.db, request);
    if (outcome.ok && outcome.created) this.options.onMail?.();
    return outcome;
  }
}
