// Loaded into each test server (`node --require`): a server whose test process is gone
// (killed by the runner, or by a developer's Ctrl-C) stops itself instead of running on,
// its port and CPU taken from everyone else on a shared machine. The server shuts down as
// on any SIGTERM. Checked twice a second; the timer keeps nothing alive.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 500).unref();
