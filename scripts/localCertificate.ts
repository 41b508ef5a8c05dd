/**
 * A throwaway key and certificate for localhost, made with openssl, and the folder that holds them:
 * for serving the build over HTTPS (and HTTP/2) as Netlify does, to the Observatory's scanner
 * (scripts/observatory/scanner.ts) and the real-photo benchmark's browser (bench/photos.mts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface LocalCertificate {
  key: Buffer;
  cert: Buffer;
  certFile: string;
  /** Removes the key and certificate. */
  remove(): void;
}

export function localCertificate(): LocalCertificate {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "localhost-tls-"));
  const keyFile = path.join(folder, "key.pem");
  const certFile = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", keyFile, "-out", certFile],
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile), certFile, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
