# Prints, one per line, the module search paths, module maps and package name swift build compiled the PlaygroundApp
# module with (from its plan, DEBUG_YAML), so Fuzz/build.sh's drivers import it (and see its `package` declarations),
# and every module it uses, the same way.
import json, re, sys

text = open(sys.argv[1]).read()
config = sys.argv[2] if len(sys.argv) > 2 else "debug"
module = sys.argv[3] if len(sys.argv) > 3 else "PlaygroundApp"
start = text.index(f'"C.{module}-x86_64-unknown-linux-gnu-{config}.module":')
args = json.loads(re.search(r'args: (\[.*\])', text[start:]).group(1))
out, i = [], 0
while i < len(args):
    a = args[i]
    nxt = args[i + 1] if i + 1 < len(args) else ""
    if a == "-I":
        out += args[i:i + 2]; i += 2
    elif a == "-Xcc" and nxt.startswith("-fmodule-map-file="):
        out += args[i:i + 2]; i += 2
    elif a == "-Xcc" and nxt == "-I":
        out += args[i:i + 4]; i += 4
    elif a == "-package-name":
        out += args[i:i + 2]; i += 2
    elif a.startswith("-I"):
        out.append(a); i += 1
    else:
        i += 1
print("\n".join(out))
