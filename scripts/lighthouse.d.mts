export interface LighthouseResult {
  url: string;
  scores: Record<string, number>;
  shortfalls: string[];
  runtimeError: string | null;
  benchmarkIndex: number | null;
  metrics: { lcp: number | null; fcp: number | null; tbt: number | null; cls: number | null; bytes: number | null };
}
export interface AuditOptions {
  cpuSlowdown?: number;
  blockScripts?: boolean;
}
export function audit(url: string, categories?: string[], options?: AuditOptions): Promise<LighthouseResult>;
