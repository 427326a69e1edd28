#!/usr/bin/env python3
"""`herald lsp` driven by a scripted client over stdio, as an editor drives it:
initialize; didOpen of the 2010 edition with a misspelt symbol (its diagnostic
published at the misspelling, with the nearest name); didChange back to the
text as printed (no diagnostic left); hover on a symbol (its kind, labels in
each language, the rule and line that cite it, the file that defines it);
definition of a symbol of the imported system file (that file, that line); a document that
imports a FIFO refused by name, the server still answering;
shutdown and exit (exit code 0).

usage: lsp_client.py HERALD ROOT"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile

herald, root = os.path.abspath(sys.argv[1]), sys.argv[2]
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)


class client:
    def __init__(self, cwd):
        self.p = subprocess.Popen([herald, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=cwd)
        self.next_id = 0

    def send(self, method, params, request=True):
        message = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.next_id += 1
            message["id"] = self.next_id
        body = json.dumps(message).encode("utf-8")
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()
        return message.get("id")

    def send_raw(self, body):
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def receive(self):
        length = 0
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise EOFError("herald lsp closed its output")
            line = line.strip()
            if not line:
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        return json.loads(self.p.stdout.read(length))

    def until(self, predicate):
        for _ in range(20):
            message = self.receive()
            if predicate(message):
                return message
        raise RuntimeError("no expected message")

    def request(self, method, params):
        wanted = self.send(method, params)
        return self.until(lambda m: m.get("id") == wanted)


with tempfile.TemporaryDirectory() as tmp:
    shutil.copytree(os.path.join(root, "rulesets", "afde"), os.path.join(tmp, "afde"))
    path = os.path.realpath(os.path.join(tmp, "afde", "afde-2010.herald"))
    uri = "file://" + path
    printed = open(path, encoding="utf-8").read()
    row = "5/7 6/8 7/9 NF NF"
    expect(row in printed, "the Archers row of the fire table is not in afde-2010.herald")
    misspelt = printed.replace(row, "5/7 6/8 7/9 NF NFX", 1)

    c = client(tmp)
    init = c.request("initialize", {"processId": None, "rootUri": "file://" + tmp, "capabilities": {}})
    caps = init.get("result", {}).get("capabilities", {})
    expect(caps.get("hoverProvider") and caps.get("definitionProvider") and caps.get("textDocumentSync") == 1,
           f"initialize: capabilities {caps}")
    c.send("initialized", {}, request=False)

    c.send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "herald", "version": 1, "text": misspelt}},
           request=False)
    published = c.until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    diagnostics = published["params"]["diagnostics"]
    line = next(i for i, text in enumerate(misspelt.split("\n")) if "NFX" in text)
    column = misspelt.split("\n")[line].index("NFX")
    errors = [d for d in diagnostics if d["severity"] == 1]
    expect(published["params"]["uri"] == uri, f"didOpen: diagnostics published for {published['params']['uri']}")
    expect(len(errors) == 1 and errors[0]["code"] == "name.undefined" and "did you mean 'NF'" in errors[0]["message"]
           and errors[0]["range"]["start"] == {"line": line, "character": column}
           and errors[0]["range"]["end"] == {"line": line, "character": column + 3},
           f"didOpen: one name.undefined at {line}:{column} expected, got {errors}")

    c.send("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": printed}]},
           request=False)
    published = c.until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    expect([d for d in published["params"]["diagnostics"] if d["severity"] <= 2] == [],
           f"didChange: the text as printed should leave no error or warning: {published['params']['diagnostics']}")

    line = next(i for i, text in enumerate(printed.split("\n")) if row in text)
    column = printed.split("\n")[line].index("NF")
    hover = c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": column}})
    value = (hover.get("result") or {}).get("contents", {}).get("value", "")
    for part in ("**symbol** `NF`", "en: No firing", "fr: Tir impossible", "defined in afde.system.herald"):
        expect(part in value, f"hover on NF lacks {part!r}: {value!r}")

    definition = c.request("textDocument/definition",
                           {"textDocument": {"uri": uri}, "position": {"line": line, "character": column + 1}})
    location = definition.get("result") or {}
    system_text = open(os.path.join(tmp, "afde", "afde.system.herald"), encoding="utf-8").read().split("\n")
    system_line = next(i for i, text in enumerate(system_text) if text.startswith("symbol NF "))
    expect(location.get("uri", "").endswith("/afde/afde.system.herald")
           and location.get("range", {}).get("start", {}).get("line") == system_line,
           f"definition of NF: {location}, expected afde.system.herald line {system_line}")

    # A document importing a FIFO: refused by name, and the server answers (it never waits on a writer).
    os.mkfifo(os.path.join(tmp, "afde", "fifo.herald"))
    fifo_user = "file://" + os.path.realpath(os.path.join(tmp, "afde", "uses_fifo.herald"))
    def blocked(*_):  # a blocked read would hang the client here: fail instead, the server killed
        c.p.kill()
        sys.exit("lsp: no answer within 30 s to a document importing a FIFO (a blocked read)")
    signal.signal(signal.SIGALRM, blocked)
    signal.alarm(30)
    c.send("textDocument/didOpen", {"textDocument": {"uri": fifo_user, "languageId": "herald", "version": 1,
                                                     "text": 'ruleset uses_fifo;\nimport "fifo.herald";\n'}},
           request=False)
    published = c.until(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                        and m["params"]["uri"] == fifo_user)
    signal.alarm(0)
    messages = [d["message"] for d in published["params"]["diagnostics"]]
    expect(any("it is a FIFO, not a regular file" in m for m in messages),
           f"didOpen of a file importing a FIFO: {messages}")

    # Messages no client should send: each answered with its JSON-RPC error (a request) or dropped (a
    # notification), the server still answering after them (the binary before ended on the first).
    bad_params = [
        ("textDocument/hover", {"textDocument": {"uri": uri}}),  # no position
        ("textDocument/hover", {"textDocument": {"uri": 7}, "position": {"line": 0, "character": 0}}),
        ("textDocument/definition", {"textDocument": {"uri": uri}, "position": {"line": "one", "character": 0}}),
        ("textDocument/hover", ["not", "an", "object"]),
        ("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 1e300, "character": 0}}),
        ("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": -1, "character": 0}}),
    ]
    for method, params in bad_params:
        answer = c.request(method, params)
        expect(answer.get("error", {}).get("code") == -32602 and "not what it takes" in answer["error"].get("message", ""),
               f"{method} with {params}: InvalidParams expected, got {answer}")
    c.send("textDocument/didOpen", {"textDocument": {"uri": uri, "text": 42}}, request=False)
    c.send("textDocument/didChange", {"textDocument": {"uri": uri}, "contentChanges": [{"text": None}]}, request=False)
    c.send_raw(b"{not json")
    answer = c.receive()
    expect(answer.get("error", {}).get("code") == -32700 and answer.get("id", 0) is None,
           f"a body that is not JSON: ParseError expected, got {answer}")
    c.send_raw(b"[1, 2]")
    answer = c.receive()
    expect(answer.get("error", {}).get("code") == -32600, f"a message that is not an object: InvalidRequest, got {answer}")
    c.send_raw(b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "shutdown"}')
    answer = c.receive()
    expect(answer.get("error", {}).get("code") == -32600, f"an id that is an object: InvalidRequest, got {answer}")
    # A notification is never answered, even of a method that answers a request: the next message
    # is the answer to the request sent after it.
    c.send("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}, request=False)
    c.send("initialize", {"processId": None, "capabilities": {}}, request=False)
    wanted = c.send("textDocument/definition", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
    answer = c.receive()
    expect(answer.get("id") == wanted, f"a notification was answered: {answer}")
    after = c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": column}})
    expect("NF" in ((after.get("result") or {}).get("contents", {}).get("value", "")),
           f"after the bad messages, hover answers as before (the text unchanged by the bad didChange): {after}")

    unknown = c.request("textDocument/formatting", {"textDocument": {"uri": uri}, "options": {}})
    expect(unknown.get("error", {}).get("code") == -32601, f"an unhandled request gets MethodNotFound: {unknown}")
    shutdown = c.request("shutdown", None)
    expect("result" in shutdown and shutdown["result"] is None, f"shutdown: {shutdown}")
    c.send("exit", None, request=False)
    c.p.stdin.close()
    code = c.p.wait(timeout=60)
    expect(code == 0, f"exit after shutdown: exit code {code}")

# A stream whose framing cannot be read further ends the server with a line saying why, never a
# signal: a length that is not a number (std::stoul threw before), one larger than the stream.
for stream, said in ((b"Content-Length: abc\r\n\r\n{}", b"is not a length"),
                     (b"Content-Length: 99999999999\r\n\r\n{}", b"over the"),
                     (b"Content-Length: 5000000\r\n\r\n{\"x\": 1}", b"bytes short of a message"),
                     (b"Content-Length: 2\r\n" + b"x" * 10000, b"a header line over")):
    p = subprocess.run([herald, "lsp"], input=stream, capture_output=True, timeout=60)
    expect(p.returncode == 1 and said in p.stderr,
           f"lsp on {stream[:40]!r}: exit {p.returncode} (1 expected), stderr {p.stderr[-200:]!r}")

for f in failures:
    print(f)
print(f"lsp: {len(failures)} problems")
sys.exit(1 if failures else 0)
