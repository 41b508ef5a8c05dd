/** @jest-environment node */
import { load } from "js-yaml";
import { editPorts, withLocalBackendPort } from "./editPorts";

describe("the ports npm run edit uses", () => {
  it("are 8000 and 8081 unless EDIT_PORT and EDIT_BACKEND_PORT say otherwise", () => {
    expect(editPorts({})).toEqual({ site: 8000, backend: 8081 });
    expect(editPorts({ EDIT_PORT: "8001", EDIT_BACKEND_PORT: " 8082 " })).toEqual({ site: 8001, backend: 8082 });
  });

  it("refuse what is not a port, naming the variable", () => {
    expect(() => editPorts({ EDIT_PORT: "80a" })).toThrow('EDIT_PORT must be a port number from 1 to 65535 (found "80a")');
    expect(() => editPorts({ EDIT_BACKEND_PORT: "70000" })).toThrow("EDIT_BACKEND_PORT must be a port number");
    expect(() => editPorts({ EDIT_PORT: "8081" })).toThrow("EDIT_PORT and EDIT_BACKEND_PORT must differ");
  });

  it("tell Decap where its local backend is when it is not on 8081", () => {
    const config = "backend:\n  name: git-gateway\nlocal_backend: true\nsite_url: /\n";
    expect(withLocalBackendPort(config, 8081)).toBe(config);
    expect(load(withLocalBackendPort(config, 8082))).toEqual({ backend: { name: "git-gateway" }, local_backend: { url: "http://localhost:8082/api/v1" }, site_url: "/" });
    expect(() => withLocalBackendPort("site_url: /\n", 8082)).toThrow("no `local_backend: true` line");
  });
});
