"""The judges of Django and Jinja2 templates for the oracle tier (test/oracle/templates).

django: Django's own `makemessages` over every .html file under the root (it runs its templatize and
GNU xgettext, as a Django project does), then the POT it writes is read with Babel, message by message,
with the files each one was found in.
jinja: Babel's `extract` with Jinja2's extractor (jinja2.ext.babel_extract, what `pybabel extract` runs
for a `[jinja2: **.html]` mapping), file by file.

Prints {relative path: [[msgctxt or "", msgid], ...]} as JSON.
"""
import json
import os
import sys


def django_keys(root):
    import django
    from django.conf import settings
    from django.core.management import call_command

    settings.configure(USE_I18N=True, INSTALLED_APPS=[], LOCALE_PATHS=[])
    django.setup()
    os.chdir(root)
    os.makedirs("locale", exist_ok=True)
    call_command("makemessages", locale=["en"], extensions=["html"], verbosity=0, no_wrap=True)
    from babel.messages.pofile import read_po

    with open(os.path.join("locale", "en", "LC_MESSAGES", "django.po"), "rb") as f:
        catalog = read_po(f)
    out = {}
    for message in catalog:
        if not message.id:
            continue
        msgid = message.id[0] if isinstance(message.id, tuple) else message.id
        for filename, _line in message.locations:
            path = os.path.normpath(filename)
            pair = [message.context or "", msgid]
            if pair not in out.setdefault(path, []):
                out[path].append(pair)
    return out


def jinja_keys(root):
    from babel.messages.extract import DEFAULT_KEYWORDS, extract

    out = {}
    for dirpath, _dirs, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith(".html"):
                continue
            path = os.path.join(dirpath, name)
            pairs = []
            with open(path, "rb") as f:
                for _line, message, _comments, context in extract("jinja2", f, keywords=DEFAULT_KEYWORDS):
                    msgid = message[0] if isinstance(message, (tuple, list)) else message
                    pair = [context or "", msgid]
                    if msgid and pair not in pairs:
                        pairs.append(pair)
            out[os.path.relpath(path, root)] = pairs
    return out


if __name__ == "__main__":
    mode, root = sys.argv[1], sys.argv[2]
    print(json.dumps(django_keys(root) if mode == "django" else jinja_keys(root)))
