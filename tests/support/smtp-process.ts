import { fork } from "node:child_process";
import path from "node:path";

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface SmtpProcess {
  url: string;
  /** Every message accepted so far, in order. */
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** Starts tests/support/smtp-sink.mjs, a real SMTP server in a child process, and collects what it accepts. */
export async function startSmtpProcess({ countOnly = false } = {}): Promise<SmtpProcess> {
  const child = fork(path.join(import.meta.dirname, "smtp-sink.mjs"), [], {
    env: { ...process.env, SMTP_SINK_COUNT_ONLY: countOnly ? "1" : "" },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const received: ReceivedMail[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`SMTP process exited with ${code}`)));
    child.on("message", (message: { port?: number } & Partial<ReceivedMail>) => {
      if (message.port) resolve(message.port);
      else received.push({ to: message.to ?? [], data: message.data ?? "" });
    });
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async stop() {
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A header of a raw message (folded lines unfolded; RFC 2047 words left as they are). */
export function mailHeader(data: string, name: string): string {
  const head = data.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1] ?? "";
}

/** The decoded subject (RFC 2047 UTF-8 words, B or Q). */
export function mailSubject(data: string): string {
  return mailHeader(data, "Subject").replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    (encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64")
      : decodeQuotedPrintable(text.replace(/_/g, " "))
    ).toString("utf8"),
  );
}

function decodeQuotedPrintable(text: string): Buffer {
  return Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
}

/** The decoded part of a multipart message of the given type (text/plain or text/html), or the whole body. */
export function mailPart(data: string, type: "text/plain" | "text/html"): string {
  const boundary = data.match(/boundary="?([^";\r\n]+)"?/)?.[1];
  const parts = boundary ? data.split(`\r\n--${boundary}`) : [data];
  const part = parts.find((candidate) =>
    new RegExp(`^Content-Type: ${type}`, "im").test(candidate.split("\r\n\r\n")[0]!),
  );
  const chosen = (part ?? data).replace(/^\r\n/, "");
  const [head = "", ...rest] = chosen.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  const encoding = head
    .match(/^Content-Transfer-Encoding: (.*)$/im)?.[1]
    ?.trim()
    .toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body).toString("utf8");
  return body;
}
