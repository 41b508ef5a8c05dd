import type { Browser, BrowserContext } from "playwright-core";

export interface ScriptWeight {
  file: string;
  gzipBytes: number;
}
export function chunkGroupFiles(publicDir: string, group: string): string[];
export function firstLoadFiles(publicDir: string, pageDataName: string): string[];
export function firstLoadScripts(publicDir: string, pageDataName: string, htmlFile: string): ScriptWeight[];
export function totalKb(scripts: ScriptWeight[]): number;
export function phoneContext(browser: Browser): Promise<BrowserContext>;
export function firstView(context: BrowserContext, url: string): Promise<{ imageKb: number; renderBlocking: string[] }>;
