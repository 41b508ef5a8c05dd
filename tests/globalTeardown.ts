/** After a Jest project's tests (jest.config.js): the run's temporary folder removed, once the last project is done (./runTempFolder.ts). */
import { closeRunTempFolder } from "./runTempFolder";

export default async function globalTeardown(): Promise<void> {
  closeRunTempFolder();
}
