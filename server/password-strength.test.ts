import { describe, expect, it } from "vitest";
import { passwordWeakness } from "./password-strength.server";
import { generatePassword } from "./passwords.server";

const owner = { email: "leyla.aliyeva@agency.test", name: "Leyla Aliyeva" };

describe("passwordWeakness", () => {
  it.each([
    ["1234567890", "passwordCommon"],
    ["password123", "passwordCommon"],
    ["qwertyuiop", "passwordCommon"],
    [" ".repeat(10), "passwordGuessable"],
    ["aaaaaaaaaaaa", "passwordGuessable"],
    ["leyla.aliyeva@agency.test", "passwordPersonal"],
    ["LEYLA.ALIYEVA@AGENCY.TEST", "passwordPersonal"],
    ["my name is Leyla Aliyeva!", "passwordPersonal"],
    ["leyla.aliyeva2024", "passwordPersonal"],
  ])("refuses %j: %s", async (password, weakness) => {
    expect(await passwordWeakness(password, owner)).toBe(weakness);
  });

  it.each(["correct horse battery", "a long test password", "quiet orchard lantern 42"])(
    "accepts %j",
    async (password) => {
      expect(await passwordWeakness(password, owner)).toBeUndefined();
    },
  );

  it("accepts every password the server generates", async () => {
    for (let n = 0; n < 20; n++) expect(await passwordWeakness(generatePassword(), owner)).toBeUndefined();
  });
});
