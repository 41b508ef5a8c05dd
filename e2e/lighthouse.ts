/**
 * Lighthouse in one process and one Chromium for a whole test file (bench/lighthouse.mts
 * `--lines`; Lighthouse is ESM-only, so it runs apart from Jest): each audit is an address written
 * to it and one JSON line read back, in order. An audit with no answer in time stops that process,
 * and the next audit starts another, as each page had its own before.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

const root = path.resolve(__dirname, "..");

/** What the tests read of bench/lighthouse.mts's result. */
export interface AuditResult {
  runtimeError: string | null;
  scores: Record<string, number>;
  shortfalls: string[];
}

export interface LighthouseRunner {
  audit(url: string): Promise<AuditResult>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (result: AuditResult) => void;
  reject: (error: Error) => void;
}

export function startLighthouse(categories: readonly string[], { auditTimeoutMs = 110_000 } = {}): LighthouseRunner {
  let child: ChildProcessWithoutNullStreams | null = null;
  let waiting: Pending[] = [];

  const start = (): ChildProcessWithoutNullStreams => {
    const started = spawn(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "bench", "lighthouse.mts"), "--lines", categories.join(",")]);
    const queue: Pending[] = [];
    waiting = queue;
    let errors = "";
    started.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    readline.createInterface({ input: started.stdout }).on("line", (line) => queue.shift()?.resolve(JSON.parse(line) as AuditResult));
    started.once("exit", (code, signal) => {
      if (child === started) child = null;
      for (const pending of queue.splice(0)) pending.reject(new Error(`Lighthouse stopped (${signal ?? `exit ${code}`}): ${errors.trim() || "no message"}`));
    });
    return started;
  };

  return {
    audit(url) {
      const running = child ?? (child = start());
      return new Promise<AuditResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`Lighthouse gave no result for ${url} in ${auditTimeoutMs / 1000} s`));
          running.kill();
        }, auditTimeoutMs);
        const settle = <T>(done: (value: T) => void) => (value: T) => {
          clearTimeout(timer);
          done(value);
        };
        waiting.push({ resolve: settle(resolve), reject: settle(reject) });
        running.stdin.write(`${url}\n`);
      });
    },
    close: () =>
      new Promise((done) => {
        const running = child;
        if (!running) return done();
        running.once("exit", () => done());
        // Its input ended, it closes its browser and exits.
        running.stdin.end();
      }),
  };
}
