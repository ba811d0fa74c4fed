import { describe, expect, it } from "vitest";
import { changedValues, selectionsKey } from "../../app/finder/pending-filters";

describe("the phone sheet's pending ticks", () => {
  it("counts each value ticked or unticked against the applied filters", () => {
    expect(changedValues({ colour: ["white"] }, { colour: ["white"] })).toBe(0);
    expect(changedValues({ colour: ["white", "grey"] }, { colour: ["white"] })).toBe(1);
    expect(changedValues({ finish: ["matt"] }, { colour: ["white"] })).toBe(2);
    expect(changedValues({}, {})).toBe(0);
  });

  it("keys a finder state the same whatever the order of facets and values", () => {
    expect(selectionsKey({ colour: ["grey", "white"], finish: ["matt"] }, ["q"])).toBe(selectionsKey({ finish: ["matt"], colour: ["white", "grey"] }, ["q"]));
    expect(selectionsKey({ colour: [] })).toBe(selectionsKey({}));
    expect(selectionsKey({ colour: ["white"] }, ["", "az"])).not.toBe(selectionsKey({ colour: ["white"] }, ["", "za"]));
  });
});
