/** Lighthouse on every Spanish page (./lighthouseScores.ts); the English ones: ./lighthouse-en.e2e.test.ts. */
import { describeLighthouseScores } from "./lighthouseScores";

describeLighthouseScores("es");
