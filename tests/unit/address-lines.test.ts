/** Order addresses are written as the destination country's post expects, with nothing the visitor typed left out. */
import { describe, expect, it } from "vitest";
import { addressLines } from "../../core/samples/address-lines";

const base = { name: "Rita Stone", company: "Stone Studio", addressLine1: "1 Quartz Street", addressLine2: "Suite 4" };

describe("addressLines", () => {
  it("writes a US address as city, state and ZIP on one line", () => {
    expect(addressLines({ ...base, city: "New York", stateOrProvince: "NY", postalCode: "10001", country: "US" }, "en-US")).toEqual([
      "Rita Stone",
      "Stone Studio",
      "1 Quartz Street",
      "Suite 4",
      "New York, NY 10001",
      "United States",
    ]);
  });

  it("puts the postal code before the city in Germany, and names the country in the reader's language", () => {
    expect(addressLines({ ...base, addressLine2: null, company: null, city: "Berlin", postalCode: "10115", country: "de" }, "fr")).toEqual(["Rita Stone", "1 Quartz Street", "10115 Berlin", "Allemagne"]);
  });

  it("keeps a Japanese city that the country's format has no field for", () => {
    const lines = addressLines({ ...base, city: "千代田区", stateOrProvince: "東京都", postalCode: "100-0001", country: "JP" }, "ja");
    expect(lines[0]).toBe("〒100-0001");
    expect(lines).toContain("千代田区");
    expect(lines).toContain("東京都");
    expect(lines.at(-1)).toBe("日本");
  });

  it("leaves out empty optional parts", () => {
    expect(addressLines({ addressLine1: "5 Rue de Rivoli", city: "Paris", postalCode: "75001", country: "FR" }, "fr")).toEqual(["5 Rue de Rivoli", "75001 Paris", "France"]);
  });
});
