# Writes test/fixtures/weblate/format-cases.json from an installed Weblate's own code (#43 item 4):
#  - "tokens": random texts over the characters that matter to Weblate's format string expressions, each
#    with the tokens its expressions extract (group and cleanup as BaseFormatCheck.extract_matches);
#  - "pairs": a source and a mistyped translation (a format string dropped, renamed, doubled, moved, an
#    escape undone…), with the ids of the format checks whose check_format fails, without and with
#    ignore_missing (the first plural form's leniency).
# formatTokens.test.ts holds the panel's scanners and checks to these answers. Run it with the Python of
# the Weblate release to compare with (the answers of 5.10.4 and 2026.10.1 are identical today):
#   ~/.cache/scriptorium/weblate-5.10.4/venv/bin/python scripts/weblate/formatCases.py
import json
import random
import re
import sys
from types import SimpleNamespace

import django
from django.conf import settings

settings.configure(USE_I18N=False, DATA_DIR="/tmp")
django.setup()

from weblate.checks import format as fmt  # noqa: E402
from weblate.checks.qt import QT_FORMAT_MATCH, QtFormatCheck  # noqa: E402
from weblate.checks.ruby import RUBY_FORMAT_MATCH, RubyFormatCheck  # noqa: E402

out = sys.argv[1] if len(sys.argv) > 1 else "test/fixtures/weblate/format-cases.json"
WHITESPACE = re.compile(r"\s+")


def group1(m):
    return m.group(1)


def brace(m):
    return m.group(1) or m.group(2) or m.group(3)


def no_quote(t):
    return t.replace("'", "")


def no_space(t):
    return WHITESPACE.sub("", t)


TOKENS = {
    "python": (fmt.PYTHON_PRINTF_MATCH, group1, no_quote),
    "php": (fmt.PHP_PRINTF_MATCH, group1, no_quote),
    "c": (fmt.C_PRINTF_MATCH, group1, no_quote),
    "java": (fmt.JAVA_MATCH, group1, no_quote),
    "ruby": (RUBY_FORMAT_MATCH, group1, None),
    "pythonBrace": (fmt.PYTHON_BRACE_MATCH, brace, None),
    "cSharp": (fmt.C_SHARP_MATCH, group1, None),
    "javaMessage": (fmt.JAVA_MESSAGE_MATCH, group1, None),
    "i18next": (fmt.I18NEXT_MATCH, group1, no_space),
    "es": (fmt.ES_TEMPLATE_MATCH, group1, no_space),
    "perlBrace": (fmt.PERL_BRACE_MATCH, group1, None),
    "percent": (fmt.PERCENT_MATCH, group1, None),
    "qt": (QT_FORMAT_MATCH, group1, None),
}
CHECKS = [
    fmt.PythonFormatCheck(), fmt.PHPFormatCheck(), fmt.CFormatCheck(), fmt.PerlFormatCheck(),
    fmt.JavaScriptFormatCheck(), fmt.LuaFormatCheck(), fmt.JavaFormatCheck(), RubyFormatCheck(),
    fmt.PythonBraceFormatCheck(), fmt.PerlBraceFormatCheck(), fmt.CSharpFormatCheck(),
    fmt.JavaMessageFormatCheck(), QtFormatCheck(), fmt.I18NextInterpolationCheck(),
    fmt.ESTemplateLiteralsCheck(), fmt.PercentPlaceholdersCheck(),
]
UNIT = SimpleNamespace(translation=SimpleNamespace(component=SimpleNamespace(file_format="json")))
ALPHABET = list("%%%{{{}}}$$(()[]<>!:.,'#-+ 0123sdtTlhLnqx*?@\n\u0663ab_") + [
    "%(", "{{", "}}", "$t(", "${", "%1$", "{0", ",number", ",date,", ":N2", "%<", "%{", "name", "  ",
]
# Realistic format strings of every family, for the pairs.
SPECIFIERS = [
    "%s", "%d", "%1$s", "%2$d", "%(name)s", "%(count)d", "%%", "%.2f", "%-5s", "%'d", "%ld", "%tY", "%n",
    "%<name>s", "%{name}", "{0}", "{1}", "{}", "{name}", "{0:.2f}", "{name!r}", "{{", "}}", "{0,number}",
    "{1,date,short}", "{0,-10}", "{0:N2}", "%1", "%2", "%L1", "{{count}}", "{{ amount }}", "$t(common:ok)",
    "${name}", "${ count }", "%name%", "{count}", "'", "''",
]
WORDS = ["Delete", "files", "of", "Zahlungsempfänger", "payees", "in", "Budget", "100", "—"]


def sentence(rng):
    parts = [rng.choice(WORDS) for _ in range(rng.randint(1, 4))]
    for _ in range(rng.randint(1, 3)):
        parts.insert(rng.randint(0, len(parts)), rng.choice(SPECIFIERS))
    return " ".join(parts)


def mistype(rng, source):
    parts = source.split(" ")
    kind = rng.randrange(7)
    i = rng.randrange(len(parts))
    if kind == 0:
        del parts[i]
    elif kind == 1:
        parts[i] = rng.choice(SPECIFIERS)
    elif kind == 2:
        parts.insert(i, parts[i])
    elif kind == 3:
        parts.append(parts.pop(i))
    elif kind == 4:
        parts.reverse()
    elif kind == 5:
        return source.replace("%%", "%").replace("{{", "{", 1)
    return " ".join(parts)


rng = random.Random(43)
tokens = []
while len(tokens) < 1500:
    text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 24)))
    row = {"text": text}
    for family, (pattern, extract, cleanup) in TOKENS.items():
        found = [extract(m) for m in pattern.finditer(text)]
        found = [cleanup(t) for t in found] if cleanup else found
        if found:
            row[family] = found
    stray = [c for c in "{}" if c in fmt.PYTHON_BRACE_MATCH.sub("", text)]
    if stray:
        row["strayBraces"] = stray
    if len(row) > 1:
        tokens.append(row)
pairs = []
for _ in range(1500):
    source = sentence(rng)
    target = mistype(rng, source) if rng.random() < 0.85 else source
    fails = [c.check_id for c in CHECKS if c.check_format(source, target, False, UNIT)]
    lenient = [c.check_id for c in CHECKS if c.check_format(source, target, True, UNIT)]
    pairs.append({"source": source, "target": target, "fails": fails, "failsIgnoringMissing": lenient})
with open(out, "w") as f:
    json.dump({"tokens": tokens, "pairs": pairs}, f, ensure_ascii=False, separators=(",", ":"))
    f.write("\n")
