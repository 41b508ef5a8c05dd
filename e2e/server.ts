import path from "path";
import { serve as serveFolder, type StaticServer } from "../scripts/static-server";

export type { StaticServer };

/** The production build (or another build's public/), served as Netlify serves it (scripts/static-server.ts). */
export const serve = (publicDir = path.resolve(__dirname, "../public")): Promise<StaticServer> => serveFolder(publicDir);
