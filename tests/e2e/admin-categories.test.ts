import { describe, expect, it } from "vitest";
import { adminInBrowser } from "../support/admin-in-browser";
import { waitForHydration } from "../support/site-in-browser";

// The categories screen (app/admin/categories).
const { site, signedIn } = adminInBrowser();

describe("categories", () => {
  it("a staff member creates, edits and deletes a category through the modal, cancelling once", async () => {
    const page = await signedIn("/admin/categories");
    await page.getByRole("button", { name: "Add new category" }).click();
    const modal = page.getByRole("dialog", { name: "New category" });
    expect(await modal.getByLabel("Name").inputValue()).toBe("");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => modal.getByText("This field is required.").isVisible()).toBe(true);
    await modal.getByLabel("Name").fill("Photography");
    await modal.getByLabel("Description").fill("Shoots for brands");
    await modal.getByRole("button", { name: "Save" }).click();
    const row = page.locator("tr", { hasText: "Photography" });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Shoots for brands");

    // A duplicate name shows the server's message and keeps the modal filled.
    await page.getByRole("button", { name: "Add new category" }).click();
    await page.getByRole("dialog", { name: "New category" }).getByLabel("Name").fill("photography");
    await page.getByRole("dialog", { name: "New category" }).getByRole("button", { name: "Save" }).click();
    site.expectErrors(/status of 409/);
    await expect
      .poll(() => page.getByRole("dialog", { name: "New category" }).getByRole("alert").textContent())
      .toBe("A category with this name already exists.");
    await page.getByRole("dialog", { name: "New category" }).getByRole("button", { name: "Cancel" }).click();

    await row.getByRole("button", { name: "Edit Photography" }).click();
    const editModal = page.getByRole("dialog", { name: "Edit category" });
    expect(await editModal.getByLabel("Name").inputValue()).toBe("Photography");
    expect(await editModal.getByLabel("Description").inputValue()).toBe("Shoots for brands");
    await editModal.getByLabel("Name").fill("Photo & video");
    await editModal.getByRole("button", { name: "Save" }).click();
    const renamed = page.locator("tr", { hasText: "Photo & video" });
    await expect.poll(() => renamed.count()).toBe(1);

    await renamed.getByRole("button", { name: /Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete category" });
    expect(await confirm.textContent()).toContain("Delete this category? Its posts stay, without a category.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await renamed.count()).toBe(1);
    await renamed.getByRole("button", { name: /Delete/ }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => renamed.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("tr", { hasText: "Photo & video" }).count()).toBe(0);
  });
});
