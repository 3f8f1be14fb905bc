# Writes test/fixtures/weblate/icu-cases-<release>.json from an installed Weblate's own code (#43 item 4):
# Weblate's `icu_message_format` check (weblate/checks/icu.py with the pyicumessageformat it ships) on
#  - "texts": random texts over ICU MessageFormat's syntax characters and realistic ARB/FormatJS messages,
#    each with the syntax error parse_icu reports (or null) under every tag setting;
#  - "pairs": a source and a mistyped translation (an argument dropped, renamed, retyped, a selector
#    changed, `other` dropped, a tag broken…), with check_format's findings under several `icu-flags:`.
# icuCheck.test.ts holds the panel's parser and check to these answers. Run it with each release's Python:
#   ~/.cache/scriptorium/weblate-5.10.4/venv/bin/python scripts/weblate/icuCases.py
import json
import random
import sys
from types import SimpleNamespace

import django
from django.conf import settings

settings.configure(USE_I18N=False, DATA_DIR="/tmp")
django.setup()


from weblate.checks.icu import ICUMessageFormatCheck, parse_icu  # noqa: E402

from weblate.utils.version import VERSION as release  # noqa: E402
out = sys.argv[1] if len(sys.argv) > 1 else f"test/fixtures/weblate/icu-cases-{release}.json"
CHECK = ICUMessageFormatCheck()
rng = random.Random(43)

ALPHABET = list("{{{}}},,,#''<</>  ab01=x\n") + [
    "{n", "{count", ", plural", ", select", ", selectordinal", ", number", ", date", " one", " other", " =0",
    " offset:1", "<b>", "</b>", "<x-i>", "</x-i>", "<br/>", "'{", "''", " few", " male",
]
MESSAGES = [
    "{count, plural, =0 {No payees} one {# payee} other {# payees}}",
    "Hello {name}!",
    "{name} sent you {count, plural, one {a message} other {# messages}}",
    "{gender, select, male {He} female {She} other {They}} paid {amount, number, ::currency/EUR}",
    "Due on {date, date, short} at {time, time, short}",
    "You are {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
    "Click <b>here</b> to open {file}",
    "<link>Learn more</link> about {topic}",
    "It''s '{'literal'}' {count}",
    "{count, plural, offset:1 =0 {nobody} =1 {{host}} other {{host} and # others}}",
    "{count} files",
    "{number} of {total, number}",
    "Budget: {amount, number, integer}",
    "<x-bold>{name}</x-bold> joined",
]
MUTATIONS = [
    lambda s: s,
    lambda s: s.replace("{name}", "{Name}"),
    lambda s: s.replace("{count", "{anzahl", 1),
    lambda s: s.replace(" other {", " andere {"),
    lambda s: s.replace(" one {", " eins {"),
    lambda s: s.replace("other {", "", 1),
    lambda s: s.replace(", number", "", 1),
    lambda s: s.replace("{count}", "{count, number}"),
    lambda s: s.replace("plural", "select", 1),
    lambda s: s.replace("male {", "maennlich {", 1),
    lambda s: s.replace("<b>", "").replace("</b>", ""),
    lambda s: s.replace("<link>", "<link/>").replace("</link>", ""),
    lambda s: s.replace("</b>", "</i>"),
    lambda s: s[:-1],
    lambda s: s + " {extra}",
    lambda s: s.replace("#", "{count}"),
    lambda s: s.replace("'{'", "{"),
    lambda s: "Zahlungsempfänger",
    lambda s: s.replace("{", "{ ", 1),
    lambda s: s.replace("x-bold", "b"),
]
OPTION_SETS = {"plain": (False, False, None), "xml": (True, False, None), "strict": (True, True, None),
               "prefix": (True, False, "x-")}
FLAG_SETS = ["", "icu-flags:xml", "icu-flags:strict-xml", "icu-flags:xml, icu-tag-prefix:x-",
             "icu-flags:-missing:-extra", "icu-flags:-types:-require_other:-plural_selectors:-submessage_selectors",
             "icu-flags:xml:-tags"]


def random_text():
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 14)))


def error_of(text, allow, strict, prefix):
    _ast, err, _tokens = parse_icu(text, allow, strict, prefix)
    return None if err is None else (err.msg or "unknown error")


def plain(value):
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, SyntaxError):
        return value.msg or "unknown error"
    return value


class FakeFlags:
    """Unit.all_flags for the two flags the check reads (weblate.checks.flags imports Django models)."""

    def __init__(self, text):
        self.values = {}
        for flag in filter(None, (f.strip() for f in text.split(","))):
            name, *values = flag.split(":")
            self.values[name] = values[0] if name == "icu-tag-prefix" else values

    def has_value(self, name):
        return name in self.values

    def get_value(self, name):
        return self.values[name]


def findings(source, target, flags):
    unit = SimpleNamespace(all_flags=FakeFlags(flags), is_source=False)
    result = CHECK.check_format(source, target, False, unit)
    return {key: plain(value) for key, value in result.items()} if result else None


texts = [random_text() for _ in range(1200)] + MESSAGES
text_rows = [{"text": t, **{k: error_of(t, *o) for k, o in OPTION_SETS.items()}} for t in texts]
pairs = []
for message in MESSAGES:
    for mutate in MUTATIONS:
        pairs.append((message, mutate(message)))
for _ in range(600):
    pairs.append((rng.choice(MESSAGES + texts[:200]), rng.choice(texts)))
pair_rows = [{"source": s, "target": t, "findings": {f: findings(s, t, f) for f in FLAG_SETS}} for s, t in pairs]
with open(out, "w", encoding="utf-8") as f:
    json.dump({"release": str(release), "flagSets": FLAG_SETS, "texts": text_rows, "pairs": pair_rows}, f,
              ensure_ascii=False)
print(out, len(text_rows), "texts", len(pair_rows), "pairs")
