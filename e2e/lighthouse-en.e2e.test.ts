/** Lighthouse on every English page (./lighthouseScores.ts); the Spanish ones: ./lighthouse-es.e2e.test.ts. */
import { describeLighthouseScores } from "./lighthouseScores";

describeLighthouseScores("en");
