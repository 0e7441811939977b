#!/usr/bin/env python3
"""lsp-probe.py FOLDER FILE: starts sourcekit-lsp in FOLDER as an editor would, opens FILE with two probe lines added
at its end (a call to `LayoutAttributes(` and a misspelt name), and prints one line per fact, for
test-editor-lsp.sh:
    completion: LABEL            each initializer completion offered after `LayoutAttributes(`
    diagnostic: MESSAGE          each diagnostic published for the file
Waits for answers with deadlines (the server's first answer needs its module cache), never fixed sleeps."""
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from lsp_client import LspClient  # noqa: E402

folder, name = os.path.abspath(sys.argv[1]), sys.argv[2]
path = os.path.join(folder, name)
client = LspClient(folder)
send, wait = client.send, client.wait

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
    client.close()
