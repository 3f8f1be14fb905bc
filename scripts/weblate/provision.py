# Provisions the conformance stage's Weblate (run once per template by scripts/weblate/server.ts, after
# `weblate migrate`): an admin, a translator and a suggest-only contributor with known API tokens, the public project `atlas` with
# the json-nested component `web` and the i18next component `counts` (plurals) from the files make-repo.sh
# wrote, a private project `secret` (its objects answer 404 to others), and the realistic project `ledger`
# (provision_ledger.py).
#
# The components are Weblate "local" repositories filled with those files (what Weblate itself does for a
# ZIP or document upload): 2026.x refuses to fetch from a local path at all (VCS_ALLOW_SCHEMES may not
# contain "file"), and https/ssh would need a server on this machine just for a fixture.
import os
from pathlib import Path

import django

django.setup()

from django.db import transaction  # noqa: E402
from rest_framework.authtoken.models import Token  # noqa: E402

from weblate.auth.models import Group, User  # noqa: E402
from weblate.lang.models import Language  # noqa: E402
from weblate.trans.models import Component, Project  # noqa: E402
from weblate.vcs.git import LocalRepository  # noqa: E402

from provision_ledger import provision_ledger  # noqa: E402

origin = Path(os.environ["SCRIPTORIUM_WL_ORIGIN"])
files = {str(p.relative_to(origin)): p.read_bytes() for p in origin.rglob("*") if p.is_file() and ".git" not in p.relative_to(origin).parts}


def user(username, full_name, token, superuser):
    u, _ = User.objects.get_or_create(username=username, defaults={"email": f"{username}@example.org", "full_name": full_name})
    u.full_name = full_name
    u.is_superuser = superuser
    u.is_active = True
    u.set_password("conformance-only")
    u.save()
    Token.objects.filter(user=u).delete()
    Token.objects.create(user=u, key=token)
    return u


admin = user("admin", "Ada Administrator", os.environ["SCRIPTORIUM_WL_ADMIN_TOKEN"], True)
user("translator", "Tomás Translator", os.environ["SCRIPTORIUM_WL_TRANSLATOR_TOKEN"], False)
# A contributor who may only suggest: in the built-in Guests team alone (roles "Add suggestion" and
# "Access repository" on public projects), not in Users (which gives "Power user", i.e. unit.edit).
suggester = user("suggester", "Sam Suggester", os.environ["SCRIPTORIUM_WL_SUGGESTER_TOKEN"], False)
suggester.groups.set(Group.objects.filter(name="Guests"))

english = Language.objects.get(code="en")


def component(project, slug, name, fmt, mask, template):
    # The component's path comes from project and slug: fill its repository before the component exists.
    LocalRepository.from_files(Component(project=project, slug=slug, name=name).full_path, files)
    with transaction.atomic():
        comp = Component.objects.create(
            project=project, slug=slug, name=name, vcs="local", repo="local:", push="", branch="main",
            filemask=mask, template=template, file_format=fmt, new_lang="add", source_language=english,
            language_code_style="bcp_long", license="MIT",
        )
    comp.refresh_from_db()
    if comp.translation_set.count() < 2:
        comp.create_translations(force=True)
    count = comp.translation_set.count()
    if count < 4:
        raise SystemExit(f"component {slug}: {count} translations, expected 4")
    return comp


atlas = Project.objects.create(name="Atlas", slug="atlas", web="https://atlas.example.org/")
component(atlas, "web", "Web application", "json-nested", "locales/*.json", "locales/en.json")
component(atlas, "counts", "Counters", "i18nextv4", "counts/*.json", "counts/en.json")
secret = Project.objects.create(name="Secret", slug="secret", web="https://secret.example.org/", access_control=Project.ACCESS_PRIVATE)
component(secret, "admin", "Admin console", "json-nested", "locales/*.json", "locales/en.json")
provision_ledger(os.environ["SCRIPTORIUM_WL_LEDGER"], english)
print("provisioned", Project.objects.count(), "projects,", Component.objects.count(), "components")
