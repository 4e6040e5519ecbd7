import { expect, it } from "vitest";
import { startServer, testAdmin } from "../support/server";

it("keeps every acknowledged application through a SIGKILL of the server", async () => {
  const env = { FORM_RATE_LIMIT: "10000", DEMO_CONTENT: "false" };
  const first = await startServer({ env });
  const dataDir = first.dataDir;
  try {
    for (let n = 1; n <= 200; n++) {
      const response = await fetch(`${first.url}/api/applications`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `Applicant ${n}`,
          email: `applicant${n}@test.az`,
          message: `Application number ${n}`,
          phoneNumber: "+994 50 000 00 00",
          businessName: "Business",
        }),
      });
      expect(response.status).toBe(201);
    }
    first.child.kill("SIGKILL");
    await first.stop();

    const second = await startServer({ env, dataDir });
    try {
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(testAdmin),
      });
      const { token } = (await login.json()) as { token: string };
      const list = await fetch(`${second.url}/api/applications`, { headers: { authorization: `Bearer ${token}` } });
      const applications = (await list.json()) as { name: string }[];
      expect(applications).toHaveLength(200);
      expect(new Set(applications.map((application) => application.name)).size).toBe(200);
    } finally {
      await second.dispose();
    }
  } finally {
    await first.dispose();
  }
}, 120_000);
