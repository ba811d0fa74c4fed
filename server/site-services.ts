/**
 * The services a running site hands to its pages (server/http/app.ts `Services`), made over one
 * open database and loaded catalogue: mail, accounts, likes, samples, staff, dealers, reps, the
 * finder, and the images and documents with their render pool. `server/main.ts` serves them over
 * HTTP; tests of loaders and actions use them in-process (tests/support/in-process-site.ts).
 */
import path from "node:path";
import { AccountService } from "./accounts/account-service";
import { sessionUser } from "./accounts/sessions";
import { TwoFactorService } from "./accounts/two-factor";
import { startPurges } from "./security/purge";
import { secretBox } from "./security/secret-box";
import type { BlobStore } from "./blobs/blob-store";
import { fillMissingColours } from "./catalogue/catalogue-repository";
import type { CatalogueStore } from "./catalogue/catalogue-store";
import { DealerService, GAZETTEER_FILE } from "./dealers/dealer-service";
import type { AdvisoryLocks } from "./db/advisory-lock";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { FinderService } from "./finder/finder-service";
import type { Services } from "./http/app";
import { startImages } from "./images/start-images";
import { LikesService } from "./likes/likes-service";
import type { Logger } from "./logger";
import { startMailSender } from "./mail/mail-sender";
import { createMailTransport } from "./mail/transport";
import { RepsService } from "./reps/reps-service";
import { SampleCartStore } from "./samples/cart-store";
import { SampleOrderService } from "./samples/order-service";
import { StaffService } from "./staff/staff-service";

export interface SiteServices {
  services: Services;
  /** Manufacturers' photos and PDFs: imports write here. */
  blobs: BlobStore;
  /** Renders waiting for a worker, for /metrics. */
  renderQueueDepth(): number;
  /** Stops the background work (mail, prerender, purges) and lets running renders finish. */
  stop(): Promise<void>;
}

/**
 * `root` is the project folder (the gazetteer file lives under it). `locks`: the database's
 * advisory locks, so that instances sharing an object store prerender a catalogue version once.
 */
export function createSiteServices(env: Env, logger: Logger, db: Database, catalogue: CatalogueStore, root: string, locks?: AdvisoryLocks): SiteServices {
  // Mail leaves through the outbox: written with what it tells of, sent (and retried) by the sender.
  const mailTransport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: env.MAIL_DIR });
  const mail = startMailSender({ db, transport: mailTransport, from: env.MAIL_FROM, logger });
  if (!env.SECRETS_KEY.length && env.NODE_ENV === "production") logger.warn("SECRETS_KEY is not set: second-factor secrets are stored unsealed (docs/security.md)");
  const twoFactor = new TwoFactorService(db, secretBox(env.SECRETS_KEY));
  const accounts = new AccountService(db, twoFactor, { onMail: () => mail.kick(), onError: (error) => logger.error({ err: error }, "account background work failed") });
  // Expired sessions, limits and device cookies, and forgotten guest carts: hourly, in every process.
  const purges = startPurges(db, (error) => logger.warn({ err: error }, "purge of expired rows failed"));

  const sampleCarts = new SampleCartStore(db);
  const sampleOrders = new SampleOrderService(db, sampleCarts, { onMail: () => mail.kick() });

  // Renders run in a worker pool; the prerender starts now and again after every catalogue change.
  const images = startImages(env, logger, catalogue, { db, ...(locks ? { locks } : {}) });
  // Products stored by a release that did not measure colours yet get theirs once, in the background.
  void fillMissingColours(db, (hash) => images.blobs.get(hash))
    .then((filled) => (filled > 0 ? catalogue.refresh() : undefined))
    .catch((error: unknown) => logger.warn({ err: error }, "measuring stored products' colours failed"));

  const services: Services = {
    catalogue,
    finder: new FinderService(catalogue, {
      onError: (error) => logger.error({ err: error }, "finder index build failed"),
      onBuilt: (info) => logger.info(info, "finder index built"),
    }),
    images: images.service,
    documents: images.documents,
    books: images.books,
    specPacks: images.specPacks,
    materials: images.materials,
    accounts,
    twoFactor,
    likes: new LikesService(db),
    staff: new StaffService(db, () => mail.kick()),
    dealers: new DealerService(db, path.join(root, GAZETTEER_FILE)),
    reps: new RepsService(db, { onMail: () => mail.kick() }),
    samples: { carts: sampleCarts, orders: sampleOrders },
    sessions: (token, userAgent) => sessionUser(db, token, userAgent),
  };
  return {
    services,
    blobs: images.blobs,
    renderQueueDepth: images.renderQueueDepth,
    async stop() {
      await images.stop();
      purges.stop();
      await mail.stop();
      mailTransport.close();
    },
  };
}
