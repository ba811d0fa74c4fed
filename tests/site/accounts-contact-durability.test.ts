/**
 * kill -9 among parallel sign-ups and contact requests (issue 25), on PGlite and (when
 * TEST_DATABASE_URL is set) on PostgreSQL: three rounds of visitors signing up and sending the
 * contact form at once, the server killed at a random moment of each. After a restart, every
 * sign-up answered "Check your mail" has its account, its link and its mail in the outbox, every
 * acknowledged contact request is stored with its two mails, and nothing is half-written: no
 * account without its mail, no mail without its account or request. Real server processes, real
 * databases. KILL9_SEED=n replays a run's kill moments; the seed is in the test's name.
 *
 * Three rounds per engine, not issue 25's five: each round is one more random kill moment of the
 * same kind, and a round is mostly a server start (the restart of the round before). Every run
 * draws a new seed, so the moments tried still grow with every run; KILL9_ROUNDS=5 runs issue
 * 25's protocol.
 */
import { randomInt } from "node:crypto";
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import {
  contactRequests,
  emailVerifications,
  mailOutbox,
  users,
} from "../../server/db/schema";
import { SERVER_ENGINES } from "../support/databases";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { SampleClient } from "../support/sample-client";
import { mulberry32 } from "../../demo/catalogue/prng";

const ROUNDS = Number(process.env.KILL9_ROUNDS ?? 3);
const SEED = Number(process.env.KILL9_SEED ?? randomInt(2 ** 31));
const SIGN_UP_CLIENTS = 3;
const CONTACT_TARGETS = ["category=VIATERA_COLOR", "rep=us-texas-surfaces"];
/** The kill comes this long at most after a round has acknowledged a write of each kind: long enough for several more. */
const KILL_WINDOW_MS = 1_500;
const REFERENCE = /REQ-US-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const VERIFY_PATH = "/account/verify-email?";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Acknowledged {
  signUps: Array<{ email: string; round: number }>;
  contacts: Array<{ reference: string; email: string; round: number }>;
}

/**
 * One round: sign-up and contact clients post until the server dies, each visitor from its own
 * address (TRUST_PROXY, as behind a load balancer) so the per-address limits do not stop them.
 * A write counts as acknowledged only when its whole answer was read.
 */
async function round(
  server: OwnServer,
  number: number,
  runId: string,
  random: () => number,
  acknowledged: Acknowledged,
): Promise<void> {
  let visitors = 0;
  let killing: Promise<void> | null = null;
  const seen = new Set<"signUp" | "contact">();
  // Once the round has acknowledged one of each kind (on a loaded machine a sign-up, hashed and
  // answered no sooner than 0.5 s, can come well after the first contact requests), the random
  // moment: somewhere in the stream of writes, with others in flight.
  const acknowledgedOne = (kind: "signUp" | "contact") => {
    seen.add(kind);
    if (killing || seen.size < 2) return;
    killing = new Promise<void>((resolve) =>
      setTimeout(resolve, random() * KILL_WINDOW_MS),
    ).then(() => server.kill());
  };

  const nextVisitor = () => {
    const n = visitors++;
    const client = new SampleClient(server.url);
    return {
      n,
      client,
      headers: { "x-forwarded-for": `10.${number}.${n >> 8}.${n & 255}` },
    };
  };

  const signUps = async () => {
    while (server.child.exitCode === null && server.child.signalCode === null) {
      const { n, client, headers } = nextVisitor();
      const email = `kill9.${runId}.r${number}.v${n}@example.com`;
      try {
        await client.request("/us/account/sign-up", undefined, headers);
        const response = await client.request(
          "/us/account/sign-up",
          {
            intent: "sign-up",
            name: `Visitor ${n}`,
            email,
            password: "kitchen worktop in quartz",
          },
          headers,
        );
        const html = await response.text();
        expect(response.status, `seed ${SEED}: ${html.slice(0, 300)}`).toBe(
          200,
        );
        expect(html).toContain("Check your mail");
        acknowledged.signUps.push({ email, round: number });
        acknowledgedOne("signUp");
      } catch (error) {
        if (error instanceof TypeError) return; // The connection died with the server: not acknowledged.
        throw error;
      }
    }
  };

  const contacts = async (target: string) => {
    while (server.child.exitCode === null && server.child.signalCode === null) {
      const { n, client, headers } = nextVisitor();
      const email = `kill9.${runId}.r${number}.c${n}@example.com`;
      try {
        const page = await (
          await client.request(
            `/us/contact/request?${target}`,
            undefined,
            headers,
          )
        ).text();
        const key = /name="idempotencyKey" value="([^"]+)"/.exec(page)?.[1];
        expect(key, `seed ${SEED}: no contact form`).toBeDefined();
        const form = {
          intent: "send",
          idempotencyKey: key!,
          name: `Visitor ${n}`,
          email,
          phone: "+1 214 555 0100",
          company: "Stoneworks",
          postalCode: "75201",
          message: "Please quote a kitchen island.",
          consent: "yes",
        };
        const response = await client.request(
          `/us/contact/request?${target}`,
          form,
          headers,
        );
        const html = await response.text();
        expect(response.status, `seed ${SEED}: ${html.slice(0, 300)}`).toBe(
          200,
        );
        acknowledged.contacts.push({
          reference: REFERENCE.exec(html)![0],
          email,
          round: number,
        });
        acknowledgedOne("contact");
      } catch (error) {
        if (error instanceof TypeError) return; // The connection died with the server: not acknowledged.
        throw error;
      }
    }
  };

  await Promise.all([
    ...Array.from({ length: SIGN_UP_CLIENTS }, signUps),
    ...CONTACT_TARGETS.map(contacts),
  ]);
  await killing;
}

describe.each(SERVER_ENGINES)(
  "sign-ups and contact requests on $name",
  (engine) => {
    // Four server starts and three kills per engine, with sign-ups that take 0.5 s each by design: five rounds took 25 to 35 s on a quiet machine, 80 s under a load of 9 on 2 cores.
    it(`keeps every acknowledged sign-up and contact request whole through ${ROUNDS} kill -9s (seed ${SEED})`, async () => {
      const env: Record<string, string> = {
        ...(await engine.env(cleanups)),
        TRUST_PROXY: "loopback",
      };
      // mulberry32: the same seed gives the same kill moments, so a failing run can be replayed.
      const random = mulberry32(SEED);
      const runId = `${Date.now().toString(36)}${engine.name}`;
      const acknowledged: Acknowledged = { signUps: [], contacts: [] };
      let server = await startOwnServer(env);
      cleanups.push(() => server.dispose());
      cleanups.push(() => server.stop());
      for (let number = 1; number <= ROUNDS; number++) {
        await round(server, number, runId, random, acknowledged);
        expect(server.child.signalCode, `seed ${SEED}, round ${number}`).toBe(
          "SIGKILL",
        );
        server = await startOwnServer(env, server.dataDir);
      }
      // The last restart came up on what the kills left; stopped, its database can be read here.
      await server.stop();
      expect(
        acknowledged.signUps.length,
        `seed ${SEED}`,
      ).toBeGreaterThanOrEqual(ROUNDS);
      expect(
        acknowledged.contacts.length,
        `seed ${SEED}`,
      ).toBeGreaterThanOrEqual(ROUNDS);

      const handle = await openDatabase({
        databaseUrl: env.DATABASE_URL || undefined,
        pgliteDir: server.dataDir,
      });
      try {
        const ours = `kill9.${runId}.%`;
        const accounts = await handle.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(like(users.email, ours));
        const links = await handle.db
          .select({ userId: emailVerifications.userId })
          .from(emailVerifications);
        const mails = await handle.db
          .select({
            to: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            text: mailOutbox.textBody,
          })
          .from(mailOutbox);
        const requests = await handle.db
          .select({
            reference: contactRequests.reference,
            email: contactRequests.email,
          })
          .from(contactRequests)
          .where(like(contactRequests.email, ours));

        // Lost: acknowledged, yet not there.
        const accountEmails = new Set(accounts.map((account) => account.email));
        const lostSignUps = acknowledged.signUps.filter(
          (signUp) => !accountEmails.has(signUp.email),
        );
        expect(
          lostSignUps,
          `seed ${SEED}: acknowledged sign-ups without an account`,
        ).toEqual([]);
        const storedReferences = new Set(
          requests.map((request) => request.reference),
        );
        const lostContacts = acknowledged.contacts.filter(
          (contact) => !storedReferences.has(contact.reference),
        );
        expect(
          lostContacts,
          `seed ${SEED}: acknowledged contact requests not stored`,
        ).toEqual([]);

        // Half-written: any stored account or request (acknowledged or not) without its mails, or a mail without its row.
        const verificationMailTo = new Set(
          mails
            .filter((mail) => mail.text.includes(VERIFY_PATH))
            .map((mail) => mail.to),
        );
        const linkedUsers = new Set(links.map((link) => link.userId));
        const halfAccounts = accounts
          .filter(
            (account) =>
              !verificationMailTo.has(account.email) ||
              !linkedUsers.has(account.id),
          )
          .map((account) => account.email);
        expect(
          halfAccounts,
          `seed ${SEED}: accounts without their verification link or mail`,
        ).toEqual([]);
        const signUpMailsWithoutAccount = mails
          .filter(
            (mail) =>
              mail.to.startsWith(`kill9.${runId}.`) &&
              !REFERENCE.test(mail.subject) &&
              !accountEmails.has(mail.to),
          )
          .map((mail) => mail.to);
        expect(
          signUpMailsWithoutAccount,
          `seed ${SEED}: sign-up mails without an account`,
        ).toEqual([]);
        const halfRequests = requests.filter((request) => {
          const itsMails = mails.filter((mail) =>
            mail.subject.includes(request.reference),
          );
          return (
            itsMails.length !== 2 ||
            !itsMails.some((mail) => mail.to === request.email)
          );
        });
        expect(
          halfRequests,
          `seed ${SEED}: contact requests without their two mails`,
        ).toEqual([]);
        const contactMailsWithoutRequest = mails
          .filter(
            (mail) =>
              REFERENCE.test(mail.subject) &&
              !storedReferences.has(REFERENCE.exec(mail.subject)![0]),
          )
          .map((mail) => mail.subject);
        expect(
          contactMailsWithoutRequest,
          `seed ${SEED}: contact mails without their request`,
        ).toEqual([]);
      } finally {
        await handle.close();
      }
    }, 180_000);
  },
);
