"""A minimal LSP client over sourcekit-lsp's standard input and output, shared by scripts/lsp-diagnostics.py and
Tests/e2e/lsp-probe.py: start the server in a folder, send requests and notifications, wait for a message with a
deadline (never fixed sleeps), answering the server's own requests (progress, configuration) with null."""
import json, os, select, subprocess, time


class LspClient:
    def __init__(self, folder):
        self.server = subprocess.Popen(["sourcekit-lsp"], cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=subprocess.DEVNULL)
        self.next_id, self.buffer = 0, b""

    def _write(self, message):
        body = json.dumps(message).encode()
        self.server.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
        self.server.stdin.flush()

    def send(self, method, params, request=True):
        """Sends a request (returns its id) or, with request=False, a notification."""
        message = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.next_id += 1
            message["id"] = self.next_id
        self._write(message)
        return message.get("id")

    def receive(self, deadline):
        while True:
            if b"\r\n\r\n" in self.buffer:
                head, rest = self.buffer.split(b"\r\n\r\n", 1)
                length = next(int(l.split(b":")[1]) for l in head.split(b"\r\n")
                              if l.lower().startswith(b"content-length"))
                if len(rest) >= length:
                    self.buffer = rest[length:]
                    return json.loads(rest[:length])
            ready, _, _ = select.select([self.server.stdout], [], [], max(0.0, deadline - time.time()))
            if not ready:
                return None
            chunk = os.read(self.server.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.buffer += chunk

    def wait(self, predicate, seconds):
        """The first message meeting `predicate` within `seconds`, or None."""
        deadline = time.time() + seconds
        while True:
            message = self.receive(deadline)
            if message is None:
                return None
            if "method" in message and "id" in message:   # a request from the server (progress, configuration)
                self._write({"jsonrpc": "2.0", "id": message["id"], "result": None})
            if predicate(message):
                return message

    def close(self):
        self.server.kill()
        self.server.wait()
