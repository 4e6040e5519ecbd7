// Browser tests drive a system Chromium (browsers cannot be downloaded by npm here).
// Finds one, or installs Debian's package when running as root on Debian, or explains.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const found = () => candidates.find((path) => existsSync(path));

if (!found()) {
  const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canApt) {
    console.error(
      "The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) " +
        "or set CHROME_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
    shell: "/bin/bash",
  });
  if (!found()) {
    console.error("apt-get finished but no Chromium binary was found; set CHROME_PATH.");
    process.exit(1);
  }
}
console.log(`Chromium: ${found()}`);
