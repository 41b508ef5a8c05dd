import type { Browser, BrowserContext } from "playwright-core";

export interface ScriptWeight {
  file: string;
  gzipBytes: number;
}
export function scriptFiles(html: string): string[];
export function pageScripts(publicDir: string, htmlFile: string): ScriptWeight[];
export function totalKb(scripts: ScriptWeight[]): number;
export function phoneContext(browser: Browser): Promise<BrowserContext>;
export function firstView(context: BrowserContext, url: string): Promise<{ imageKb: number; renderBlocking: string[] }>;
