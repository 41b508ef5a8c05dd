/** @jest-environment node */
import { load } from "js-yaml";
import { editPorts, withLocalBackend } from "./editPorts";

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

  it("add Decap's local backend to npm run edit's own configuration, telling Decap where it is when it is not on 8081", () => {
    const config = "backend:\n  name: git-gateway\nsite_url: /\n";
    expect(load(withLocalBackend(config))).toEqual({ backend: { name: "git-gateway" }, local_backend: true, site_url: "/" });
    expect(load(withLocalBackend(config, 8081))).toEqual({ backend: { name: "git-gateway" }, local_backend: true, site_url: "/" });
    expect(load(withLocalBackend(config, 8082))).toEqual({ backend: { name: "git-gateway" }, local_backend: { url: "http://localhost:8082/api/v1" }, site_url: "/" });
    expect(() => withLocalBackend(`${config}local_backend: true\n`)).toThrow("already has a `local_backend`");
  });
});
