/**
 * `npm run test:stress`: a test script run on a busy machine, as CI's shared 2-core host can be:
 * two CPU-bound processes (busy loops) run beside it from its start to its end, and are stopped
 * then, whether the tests passed, failed or were interrupted. Prints how long the tests took.
 *
 *   npm run test:stress                       the unit tests (npm run test:unit)
 *   npm run test:stress -- --all              everything `npm test` runs
 *   npm run test:stress -- test:build         another npm script
 *   npm run test:stress -- test:unit --runTestsByPath src/mail/mailForm.test.tsx  with Jest's arguments
 *   npm run test:stress -- --busy 4           more (or fewer) busy processes
 *
 * A test that passes on a quiet machine and fails here depends on the machine's speed: it should
 * wait on a condition, not a duration, or have a time-out sized to its work (jest.config.js).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

// The script's own options come first; from the npm script's name on, every argument is Jest's.
const argv = process.argv.slice(2);
const scriptAt = argv.findIndex((arg, i) => !arg.startsWith("-") && argv[i - 1] !== "--busy");
const ownArgs = scriptAt === -1 ? argv : argv.slice(0, scriptAt);
const { values } = parseArgs({
  args: ownArgs,
  options: { all: { type: "boolean", default: false }, busy: { type: "string", default: "2" } },
});
const positionals = scriptAt === -1 ? [] : argv.slice(scriptAt);
const busyCount = Number(values.busy);
if (!Number.isInteger(busyCount) || busyCount < 0) {
  process.stderr.write(`--busy takes a whole number of processes, not "${values.busy}".\n`);
  process.exit(2);
}
const [script = values.all ? "test" : "test:unit", ...scriptArgs] = values.all ? [] : positionals;
if (values.all && positionals.length > 0) {
  process.stderr.write(`--all runs \`npm test\` as it is; leave out "${positionals.join(" ")}".\n`);
  process.exit(2);
}

/** One CPU-bound process: a loop that never waits. */
const busyLoop = (): ChildProcess => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });

const busy = Array.from({ length: busyCount }, busyLoop);
function stopBusy(): void {
  for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}
// However this ends (the tests' end, an error, Ctrl+C, a kill), the busy loops end with it.
process.on("exit", stopBusy);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    stopBusy();
    process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const)[signal]);
  });
}

const command = ["run", script, ...(scriptArgs.length > 0 ? ["--", ...scriptArgs] : [])];
process.stdout.write(`npm ${command.join(" ")}, beside ${busyCount} busy process(es)\n`);
// What is in the system's temporary folder before, to say afterwards what the run left there.
const tmpBefore = new Set(fs.readdirSync(os.tmpdir()));
const started = performance.now();
const tests = spawn("npm", command, { stdio: "inherit" });

function finish(outcome: string, exitCode: number): void {
  stopBusy();
  const seconds = (performance.now() - started) / 1000;
  const minutes = seconds >= 60 ? ` (${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s)` : "";
  process.stdout.write(`\nnpm ${command.join(" ")} beside ${busyCount} busy process(es): ${outcome} in ${seconds.toFixed(1)} s${minutes}\n`);
  const left = fs.readdirSync(os.tmpdir()).filter((name) => !tmpBefore.has(name));
  process.stdout.write(`Left in ${os.tmpdir()} (anything else running meanwhile included): ${left.length === 0 ? "nothing" : left.join(", ")}\n`);
  process.exit(exitCode);
}

tests.on("error", (error) => finish(`could not start (${error.message})`, 1));
tests.on("exit", (code, signal) => {
  if (code === 0) finish("passed", 0);
  else finish(signal ? `stopped by ${signal}` : `failed (exit code ${code})`, code ?? 1);
});
