import { describe, expect, it } from "vitest";
import { jsonBodyOf } from "../../server/api/operation.server";
import { apiOperations } from "../../server/api/router.server";

// Each endpoint declared in common/contract carries an example body (decision 057); the guard
// test sends it, so it must be one the endpoint's own schema accepts.
describe("the contract's example bodies", () => {
  const declared = apiOperations.flatMap((operation) => {
    const body = jsonBodyOf(operation);
    return body && "example" in body ? [{ operation, body }] : [];
  });

  it("exist for the endpoints declared in common/contract", () => {
    expect(declared.map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining(["createCategory", "updateCategory"]),
    );
  });

  for (const { operation, body } of declared) {
    it(`${operation.operationId}: its example passes its schema`, () => {
      const result = body.schema.safeParse(body.example);
      expect(result.error?.issues).toBeUndefined();
    });
  }
});
