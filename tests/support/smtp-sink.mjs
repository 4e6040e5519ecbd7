// A real SMTP server in its own process (the `smtp-server` package): it tells its parent
// its port, then each message it accepted in full ({ to, data }), over IPC.
import { SMTPServer } from "smtp-server";

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => {
      if (!process.env.SMTP_SINK_COUNT_ONLY) chunks.push(chunk);
    });
    // Only a message completed by its final "." ends; one cut off emits an error instead.
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      // A benchmark counts recipients only, so the messages do not weigh on its own memory.
      process.send(
        process.env.SMTP_SINK_COUNT_ONLY ? { to, data: "" } : { to, data: Buffer.concat(chunks).toString() },
      );
      callback();
    });
  },
});
server.listen(0, "127.0.0.1", () => process.send({ port: server.server.address().port }));
process.on("disconnect", () => server.close(() => process.exit(0)));
