/**
 * The sinks form shows a visitor's choice until that choice's own page arrives, and the page's own
 * filter after Back or any other navigation (app/sinks/shown-filter.ts).
 */
import { describe, expect, it } from "vitest";
import { choiceState, nextChoiceToken, settledChoice, shownSinkFilter, type PendingChoice } from "../../app/sinks/shown-filter";
import type { SinkFilter } from "../../core/sinks/sink-query";

const all: SinkFilter = { space: null, ada: false, colour: null };
const bathroom: SinkFilter = { ...all, space: "bathroom" };
const bathroomAda: SinkFilter = { ...bathroom, ada: true };

describe("the sinks filter the form shows", () => {
  it("shows the page's filter when no choice is on its way", () => {
    expect(shownSinkFilter(bathroom, null, { key: "a", state: null, type: "POP" })).toBe(bathroom);
  });

  it("shows the choice on the page it was made on, then the page that answers it", () => {
    const pending: PendingChoice = { value: bathroom, token: 1, fromKey: "a" };
    expect(shownSinkFilter(all, pending, { key: "a", state: null, type: "POP" })).toBe(bathroom);
    expect(shownSinkFilter(bathroom, pending, { key: "b", state: choiceState(1), type: "PUSH" })).toBe(bathroom);
  });

  // The race a loaded machine showed: ADA ticked while Bathroom's page was arriving. The handler saw
  // the first page, so the choice names it; Bathroom's page then rendered, and ADA unticked itself.
  it("keeps a later choice when an earlier choice's page arrives first", () => {
    const ada: PendingChoice = { value: bathroomAda, token: 2, fromKey: "a" };
    expect(shownSinkFilter(bathroom, ada, { key: "b", state: choiceState(1), type: "PUSH" })).toBe(bathroomAda);
    expect(shownSinkFilter(bathroomAda, ada, { key: "c", state: choiceState(2), type: "PUSH" })).toBe(bathroomAda);
  });

  it("shows the page's own filter after Back, Forward or a link, whatever is pending", () => {
    const ada: PendingChoice = { value: bathroomAda, token: 2, fromKey: "b" };
    expect(shownSinkFilter(all, ada, { key: "a", state: null, type: "POP" })).toBe(all);
    expect(shownSinkFilter(bathroom, ada, { key: "x", state: choiceState(1), type: "POP" })).toBe(bathroom);
    expect(shownSinkFilter(all, ada, { key: "d", state: null, type: "PUSH" })).toBe(all);
  });

  it("reads no token from a state some other code wrote", () => {
    const pending: PendingChoice = { value: bathroom, token: 1, fromKey: "a" };
    for (const state of [undefined, "text", { sinkChoice: "1" }, [1]]) {
      expect(shownSinkFilter(all, pending, { key: "z", state, type: "PUSH" })).toBe(all);
    }
  });

  it("settles a choice once its page arrived, or after Back or Forward, so Back to the page it was made on shows that page", () => {
    const ada: PendingChoice = { value: bathroomAda, token: 2, fromKey: "b" };
    expect(settledChoice(ada, { key: "b", state: choiceState(1), type: "PUSH" })).toBe(ada);
    expect(settledChoice(ada, { key: "c", state: choiceState(2), type: "PUSH" })).toBeNull();
    expect(settledChoice(ada, { key: "b", state: choiceState(1), type: "POP" })).toBeNull();
    expect(settledChoice(null, { key: "b", state: null, type: "PUSH" })).toBeNull();
    // Settled, the page the choice was made on shows its own filter again.
    expect(shownSinkFilter(bathroom, settledChoice(ada, { key: "b", state: choiceState(1), type: "POP" }), { key: "b", state: choiceState(1), type: "POP" })).toBe(bathroom);
  });

  it("never gives a token twice, and gives one larger than an earlier load's (taken from its clock)", () => {
    const before = Date.now();
    const tokens = Array.from({ length: 1000 }, () => nextChoiceToken());
    for (const [i, token] of tokens.entries()) if (i > 0) expect(token).toBeGreaterThan(tokens[i - 1]!);
    expect(tokens[0]).toBeGreaterThanOrEqual(before);
  });
});
