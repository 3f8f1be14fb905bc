"""The keys a locale file ships, as Weblate reads them: translate-toolkit's own parsers of Android resources,
ARB and Apple .strings (the libraries Weblate's formats are built on), unit ids of the translatable units.
Input (stdin): {"files": [[format, path], ...]}. Output: {path: [keys]}."""
import json
import sys

from translate.storage import aresource, jsonl10n, properties

READERS = {
    "android": aresource.AndroidResourceFile,
    "arb": jsonl10n.ARBJsonFile,
    "strings": properties.stringsutf8file,
}

out = {}
for fmt, path in json.load(sys.stdin)["files"]:
    with open(path, "rb") as f:
        store = READERS[fmt].parsefile(f)
    out[path] = [u.getid() for u in store.units if not u.isheader() and u.istranslatable()]
json.dump(out, sys.stdout)
