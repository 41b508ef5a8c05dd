import path from "path";
import { serve as serveFolder, type StaticServer } from "../scripts/static-server";

export type { StaticServer };

/** The production build, served as Netlify serves it (scripts/static-server.ts). */
export const serve = (): Promise<StaticServer> => serveFolder(path.resolve(__dirname, "../public"));
