// Browser tests drive a system Chromium (browsers cannot be downloaded by npm here).
// Debian's old headless shell opens a page in about half the time of the full browser, so
// it is installed when we can (root on Debian); any Chromium found is used otherwise.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, headlessShellPath } from "../tests/support/browser";

const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
if (!existsSync(headlessShellPath) && !process.env.CHROME_PATH && canApt) {
  console.log("Installing Debian's chromium-headless-shell package for the browser tests…");
  execSync(
    "(apt-get install -y -qq chromium-headless-shell || (apt-get update -qq && apt-get install -y -qq chromium-headless-shell))",
    {
      stdio: "inherit",
      shell: "/bin/bash",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    },
  );
}
try {
  console.log(`Chromium: ${chromiumPath()}`);
} catch (error) {
  console.error(
    `${(error as Error).message} Debian/Ubuntu: \`sudo apt-get install chromium-headless-shell\` (or chromium).`,
  );
  process.exit(1);
}
