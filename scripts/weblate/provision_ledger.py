# The realistic Ledger project (#43 item 8) on the real Weblates, from the files scripts/weblate/ledgerRepo.ts
# wrote out of the sandbox's own data (SCRIPTORIUM_WL_LEDGER): the glossary `glossary` (bilingual TBX, 30
# terms, its terminology / read-only flags on the English terms and forbidden on a German one), the i18next
# v4 component `app` (English sentences as keys) and the nested-JSON component `legacy`, English and German.
#
# The change log: 10,500 real saves would take many minutes on a 2-core machine, so its rows are written
# with Django's ORM in bulk (Change.objects.bulk_create: no save() hooks, no notifications), each with the
# sandbox's timestamp: Change.timestamp is auto_now_add, which bulk_create would overwrite with "now", so
# that field's auto_now_add is switched off for this process only. Ids then ascend with the timestamps.
# Weblate's own rows of the components' creation come before them.
import json
from pathlib import Path

from django.db import transaction
from django.utils.dateparse import parse_datetime

from weblate.auth.models import User
from weblate.trans.models import Change, Component, Project, Unit
from weblate.vcs.git import LocalRepository


def _files(origin, folder):
    return {str(p.relative_to(origin)): p.read_bytes() for p in (origin / folder).rglob("*") if p.is_file()}


def _component(project, english, files, slug, name, fmt, mask, template, glossary=False):
    LocalRepository.from_files(Component(project=project, slug=slug, name=name).full_path, files)
    with transaction.atomic():
        comp = Component.objects.create(
            project=project, slug=slug, name=name, vcs="local", repo="local:", push="", branch="main",
            filemask=mask, template=template, file_format=fmt, new_lang="add", source_language=english,
            language_code_style="bcp_long", license="MIT", is_glossary=glossary,
        )
    comp.refresh_from_db()
    if comp.translation_set.count() < 2:
        comp.create_translations(force=True)
    count = comp.translation_set.count()
    if count != 2:
        raise SystemExit(f"ledger component {slug}: {count} translations, expected 2 (en, de)")
    return comp


def _glossary_flags(glossary, flags):
    units = Unit.objects.filter(translation__component=glossary)
    for term, source_flag, german_flag in flags:
        if source_flag:
            units.filter(translation__language__code="en", source=term).update(extra_flags=source_flag)
        if german_flag:
            units.filter(translation__language__code="de", source=term).update(extra_flags=german_flag)


def _changes(components, rows):
    users = {u.username: u for u in User.objects.filter(username__in={r[3] for r in rows})}
    units = {
        (slug, u.context): u
        for slug, comp in components.items()
        for u in Unit.objects.filter(translation__component=comp, translation__language__code="de").select_related(
            "translation__language", "translation__component__project"
        )
    }
    has_workspace = any(f.name == "workspace" for f in Change._meta.get_fields())
    batch = []
    for slug, key, action, username, timestamp, target in rows:
        unit = units.get((slug, key))
        if unit is None:
            raise SystemExit(f"ledger change log: no German unit {key!r} in {slug}")
        translation = unit.translation
        change = Change(
            unit=unit, translation=translation, component=translation.component,
            project=translation.component.project, language=translation.language,
            user=users[username], author=users[username], action=action, target=target,
            timestamp=parse_datetime(timestamp), details={},
        )
        if has_workspace:
            change.workspace = change.project.workspace
        batch.append(change)
    field = Change._meta.get_field("timestamp")
    field.auto_now_add = False
    try:
        Change.objects.bulk_create(batch, batch_size=2000)
    finally:
        field.auto_now_add = True
    return len(batch)


def provision_ledger(origin, english):
    origin = Path(origin)
    data = json.loads((origin / "ledger.json").read_text("utf-8"))
    User.objects.get_or_create(username="reviewer", defaults={"email": "reviewer@example.org", "full_name": "Rita Reviewer"})
    ledger = Project.objects.create(
        name="Ledger", slug="ledger", web="https://ledger.example.org/",
        instructions="Natural-language keys: the key is the English text.",
    )
    # The glossary first: a project's first component would otherwise get Weblate's own empty glossary.
    glossary = _component(ledger, english, _files(origin, "glossary"), "glossary", "Glossary", "tbx", "glossary/*.tbx", "", True)
    _glossary_flags(glossary, data["glossaryFlags"])
    app = _component(ledger, english, _files(origin, "app"), "app", "App", "i18nextv4", "app/*.json", "app/en.json")
    legacy = _component(ledger, english, _files(origin, "legacy"), "legacy", "App 1.x", "json-nested", "legacy/*.json", "legacy/en.json")
    written = _changes({"app": app, "legacy": legacy}, data["changes"])
    strings = {c.slug: Unit.objects.filter(translation__component=c, translation__language__code="en").count() for c in (app, legacy, glossary)}
    print("ledger:", strings, "strings,", written, "changes")
