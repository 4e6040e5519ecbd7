import { createConfig, lintFromString } from "@redocly/openapi-core";
import { expect, it } from "vitest";
import { openApiDocument } from "../../server/api/openapi.server";
import { apiOperations } from "../../server/api/router.server";

it("serves an OpenAPI document that Redocly's recommended rules find nothing wrong with", async () => {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({
    source: JSON.stringify(openApiDocument(apiOperations, "https://agency.example")),
    absoluteRef: "/api/openapi.json",
    config,
  });
  expect(
    problems.map(
      (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    ),
  ).toEqual([]);
});
