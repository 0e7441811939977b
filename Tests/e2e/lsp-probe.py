#!/usr/bin/env python3
"""lsp-probe.py FOLDER FILE: starts sourcekit-lsp in FOLDER as an editor would, opens FILE with two probe lines added
at its end (a call to `LayoutAttributes(` and a misspelt name), and prints one line per fact, for
test-editor-lsp.sh:
    completion: LABEL            each initializer completion offered after `LayoutAttributes(`
    diagnostic: MESSAGE          each diagnostic published for the file
Waits for answers with deadlines (the server's first answer needs its module cache), never fixed sleeps."""
import json, os, select, subprocess, sys, time

folder, name = os.path.abspath(sys.argv[1]), sys.argv[2]
path = os.path.join(folder, name)
server = subprocess.Popen(["sourcekit-lsp"], cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL)
next_id, buffer = [0], b""

def send(method, params, request=True):
    message = {"jsonrpc": "2.0", "method": method, "params": params}
    if request:
        next_id[0] += 1
        message["id"] = next_id[0]
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
    server.stdin.flush()
    return message.get("id")

def receive(deadline):
    global buffer
    while True:
        if b"\r\n\r\n" in buffer:
            head, rest = buffer.split(b"\r\n\r\n", 1)
            length = next(int(l.split(b":")[1]) for l in head.split(b"\r\n") if l.lower().startswith(b"content-length"))
            if len(rest) >= length:
                buffer = rest[length:]
                return json.loads(rest[:length])
        ready, _, _ = select.select([server.stdout], [], [], max(0.0, deadline - time.time()))
        if not ready:
            return None
        chunk = os.read(server.stdout.fileno(), 65536)
        if not chunk:
            return None
        buffer += chunk

def wait(predicate, seconds):
    deadline = time.time() + seconds
    while True:
        message = receive(deadline)
        if message is None:
            return None
        if "method" in message and "id" in message:   # a request from the server (progress, configuration)
            body = json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": None}).encode()
            server.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
            server.stdin.flush()
        if predicate(message):
            return message

try:
    uri = "file://" + path
    init = send("initialize", {"processId": os.getpid(), "rootUri": "file://" + folder, "capabilities": {
        "textDocument": {"publishDiagnostics": {}, "completion": {"completionItem": {"snippetSupport": False}}}}})
    if wait(lambda m: m.get("id") == init, 120) is None:
        sys.exit("lsp-probe: sourcekit-lsp did not answer initialize")
    send("initialized", {}, request=False)
    text = open(path).read().rstrip("\n") + "\nlet _probeCall = LayoutAttributes(\nlet _probeName = widht\n"
    send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}},
         request=False)
    lines = text.split("\n")
    row = next(i for i, l in enumerate(lines) if l.startswith("let _probeCall"))
    published = wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                     and m["params"]["uri"] == uri and m["params"]["diagnostics"], 180)
    for d in (published or {}).get("params", {}).get("diagnostics", []):
        print("diagnostic:", d["message"].replace("\n", " "))
    asked = send("textDocument/completion", {"textDocument": {"uri": uri},
                                             "position": {"line": row, "character": len("let _probeCall = LayoutAttributes(")}})
    answer = wait(lambda m: m.get("id") == asked, 180) or {}
    result = answer.get("result") or []
    for item in (result.get("items", []) if isinstance(result, dict) else result):
        print("completion:", item.get("label", ""))
finally:
    server.kill()
    server.wait()
