export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}
export function serve(root: string, options?: { tomlFile?: string; port?: number }): Promise<StaticServer>;
