/** Before a Jest project's tests (jest.config.js): the run's own temporary folder (./runTempFolder.ts). */
import { openRunTempFolder } from "./runTempFolder";

export default async function globalSetup(): Promise<void> {
  openRunTempFolder();
}
