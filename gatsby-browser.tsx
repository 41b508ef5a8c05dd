export { wrapRootElement, wrapPageElement } from "./src/components/layout/RootWrappers";
