import { describe, expect, it } from "vitest";
import { adminInBrowser } from "../support/admin-in-browser";

// The dashboard (app/admin/dashboard).
const { signedIn } = adminInBrowser();

describe("the dashboard", () => {
  it("the dashboard shows real figures, recent posts and the latest activity", async () => {
    const page = await signedIn();
    const card = page.getByRole("link", { name: /Published posts/ });
    await expect.poll(() => card.textContent()).toMatch(/Published posts\d+/);
    await expect.poll(() => page.getByRole("heading", { name: "Recent posts" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "Latest activity" }).isVisible()).toBe(true);
  });
});
