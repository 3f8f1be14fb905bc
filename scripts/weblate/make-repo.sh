#!/usr/bin/env bash
# Builds the local git repository the real Weblate's components are created from (argument: target dir).
# Two components: `web` in json-nested (the format the seed shows) and `counts` in i18next v4, because
# Weblate's json-nested format has no plural forms and the suite must see plural units. Languages: en
# (source), de, pt-BR (file code; Weblate's language pt_BR, as in the sandbox), cs (three plural forms).
# Each file mixes translated and untranslated strings. Deterministic: the same tree on every run.
set -euo pipefail
dir=${1:?usage: make-repo.sh DIR}
rm -rf "$dir"
mkdir -p "$dir/locales" "$dir/counts"
cd "$dir"

cat > locales/en.json <<'JSON'
{
  "menu": {
    "file": { "open": "Open file…", "save": "Save", "saveAs": "Save as…", "close": "Close window" },
    "edit": { "undo": "Undo", "redo": "Redo", "find": "Find in document" },
    "view": { "zoomIn": "Zoom in" }
  },
  "dialog": {
    "delete": { "title": "Delete this map?", "body": "The map {name} and its layers will be removed.", "confirm": "Delete" },
    "cancel": "Cancel"
  },
  "status": { "saved": "All changes saved", "offline": "You are offline. Changes are kept on this device." },
  "errors": { "network": "Cannot reach the server.", "permission": "You do not have permission to edit this map." },
  "settings": { "title": "Settings", "language": "Interface language", "theme": { "dark": "Dark theme", "light": "Light theme" } },
  "share": { "copied": "Link copied to the clipboard", "invite": "Invite {email} to edit" }
}
JSON
# Translated: the keys present; untranslated: the keys left out (Weblate shows them with an empty target).
cat > locales/de.json <<'JSON'
{
  "menu": {
    "file": { "open": "Datei öffnen…", "save": "Speichern", "close": "Fenster schließen" },
    "edit": { "undo": "Rückgängig", "redo": "Wiederholen" }
  },
  "dialog": { "delete": { "title": "Diese Karte löschen?", "confirm": "Löschen" }, "cancel": "Abbrechen" },
  "status": { "saved": "Alle Änderungen gespeichert" },
  "settings": { "title": "Einstellungen", "theme": { "dark": "Dunkles Design" } }
}
JSON
cat > locales/pt-BR.json <<'JSON'
{
  "menu": { "file": { "open": "Abrir arquivo…", "save": "Salvar" } },
  "dialog": { "cancel": "Cancelar" },
  "settings": { "title": "Configurações" }
}
JSON
cat > locales/cs.json <<'JSON'
{
  "menu": { "file": { "save": "Uložit" } },
  "settings": { "title": "Nastavení" }
}
JSON

cat > counts/en.json <<'JSON'
{
  "files_one": "{{count}} file",
  "files_other": "{{count}} files",
  "layers_one": "{{count}} layer",
  "layers_other": "{{count}} layers",
  "title": "Counters"
}
JSON
cat > counts/de.json <<'JSON'
{
  "files_one": "{{count}} Datei",
  "files_other": "{{count}} Dateien",
  "title": "Zähler"
}
JSON
cat > counts/pt-BR.json <<'JSON'
{
  "title": "Contadores"
}
JSON
cat > counts/cs.json <<'JSON'
{
  "files_one": "{{count}} soubor",
  "files_few": "{{count}} soubory",
  "files_other": "{{count}} souborů"
}
JSON

git init -q -b main .
git -c user.name=Scriptorium -c user.email=ci@scriptorium.invalid add -A
GIT_AUTHOR_DATE='2026-01-01T00:00:00Z' GIT_COMMITTER_DATE='2026-01-01T00:00:00Z' \
  git -c user.name=Scriptorium -c user.email=ci@scriptorium.invalid commit -q -m 'Sample strings'
