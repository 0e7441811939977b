#!/usr/bin/env python3
"""lsp-diagnostics.py FOLDER FILE...: the diagnostics sourcekit-lsp gives each FILE of FOLDER, opened unchanged as an
editor opens it (docs/tests-on-linux.md, "The editor"). Starts the server in FOLDER (so it reads FOLDER's
compile_commands.json or compile_flags.txt), asks for each file's diagnostics (LSP pull diagnostics,
textDocument/diagnostic), and prints one line per diagnostic, `FILE:LINE:COL: severity: message`, then
`FILE: N errors, M warnings`, then a total line. Waits for answers with deadlines, never fixed sleeps."""
import os, sys

from lsp_client import LspClient

folder = os.path.abspath(sys.argv[1])
names = sys.argv[2:]
client = LspClient(folder)
send, wait = client.send, client.wait

severities = {1: "error", 2: "warning", 3: "note", 4: "remark"}
total = {"error": 0, "warning": 0}
try:
    init = send("initialize", {"processId": os.getpid(), "rootUri": "file://" + folder, "capabilities": {
        "textDocument": {"publishDiagnostics": {}, "diagnostic": {}}}})
    if wait(lambda m: m.get("id") == init, 120) is None:
        sys.exit("lsp-diagnostics: sourcekit-lsp did not answer initialize")
    send("initialized", {}, request=False)
    for name in names:
        path = os.path.join(folder, name)
        uri = "file://" + path
        send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                       "text": open(path).read()}}, request=False)
        asked = send("textDocument/diagnostic", {"textDocument": {"uri": uri}})
        answer = wait(lambda m: m.get("id") == asked, 300) or {}
        items = (answer.get("result") or {}).get("items", [])
        counts = {"error": 0, "warning": 0}
        for d in items:
            kind = severities.get(d.get("severity", 1), "error")
            if kind in counts:
                counts[kind] += 1
            start = d["range"]["start"]
            print("%s:%d:%d: %s: %s" % (name, start["line"] + 1, start["character"] + 1, kind,
                                        d["message"].replace("\n", " ")))
        print("%s: %d errors, %d warnings" % (name, counts["error"], counts["warning"]))
        for k in total:
            total[k] += counts[k]
        send("textDocument/didClose", {"textDocument": {"uri": uri}}, request=False)
    print("total: %d errors, %d warnings in %d files" % (total["error"], total["warning"], len(names)))
finally:
    client.close()
