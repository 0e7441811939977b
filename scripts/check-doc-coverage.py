#!/usr/bin/env python3
"""The DocC gate of `make docs` (docs/api.md): every public type, protocol and free function of PlaygroundCore has a
summary, and so does every requirement of CollectionLayout and every public member of the types a layout author
writes with. Reads DocC's documentation-coverage.json (--experimental-documentation-coverage); prints one line per
symbol that lacks a summary and exits 1 if there is any, else prints the coverage figures."""
import json, sys

AUTHOR_TYPES = {"CollectionLayout", "LayoutAttributes", "LayoutContext", "ParameterSpec", "ParameterValues",
                "LayoutPlugin", "ItemSizes", "ElementCategory"}
# Members the compiler synthesizes (Equatable, Hashable, Codable, OptionSet, literals): nothing to write.
SYNTHESIZED = ("hash(into:)", "hashValue", "==(_:_:)", "!=(_:_:)", "init(from:)", "encode(to:)",
               "init(rawValue:)", "rawValue")

def main(path):
    entries = json.load(open(path))
    missing, totals = [], {}
    for e in entries:
        kind = e["kind"]["name"]
        ref = e["referencePath"].split("/documentation/PlaygroundCore/")[-1]
        parts = ref.split("/")
        key = "types" if kind in ("Structure", "Class", "Enumeration", "Protocol", "Function", "Type Alias") else "members"
        done, all_ = totals.get(key, (0, 0))
        totals[key] = (done + e["hasAbstract"], all_ + 1)
        if e["hasAbstract"] or e["title"].split("-")[0] in SYNTHESIZED or "Operator" in kind or kind == "CollectionGroup":
            continue
        if key == "types" or (len(parts) == 2 and parts[0] in AUTHOR_TYPES):
            missing.append(f"{ref} ({kind.lower()})")
    for m in missing:
        print(f"docs: no summary: {m}")
    for key, (done, all_) in sorted(totals.items()):
        print(f"docs: {key} with a summary: {done}/{all_} ({100 * done / max(all_, 1):.0f} %)")
    return 1 if missing else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
