"""The units of Apple .strings files as Weblate reads them (translate-toolkit's parser of its `strings`
format, UTF-8): each unit's id (Weblate's key) and its text. Input (stdin): {"files": [path, ...]}.
Output: {path: [[id, text], ...]}."""
import json
import sys

from translate.storage import properties

out = {}
for path in json.load(sys.stdin)["files"]:
    with open(path, "rb") as f:
        store = properties.stringsutf8file.parsefile(f)
    out[path] = [[u.getid(), u.source] for u in store.units if not u.isheader()]
json.dump(out, sys.stdout)
