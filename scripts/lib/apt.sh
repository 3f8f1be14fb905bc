# Sourced by the setup scripts: the one way they install Debian packages. `ensure_debs TAG PKG…` installs
# those of PKG… that dpkg does not list as installed (nothing at all when every one is), refreshing the
# package lists first (a new machine has none). It waits for the dpkg lock, which other setup steps or
# apt runs may hold, and on failure says which step failed, prefixed [TAG], and exits 1: it never skips.
ensure_debs() {
  local tag=$1 p
  shift
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "[$tag] ERROR: missing Debian packages (${missing[*]}) and no root or sudo to install them"; exit 1; }
    sudo=(sudo)
  fi
  # npm test runs setup stages side by side: one apt run at a time (apt-get update's list lock is not
  # waited for the way dpkg's is), the others wait here.
  exec 9>"${TMPDIR:-/tmp}/scriptorium-apt.lock"
  flock -w 1200 9 || { echo "[$tag] ERROR: another setup step held the apt lock for 20 minutes"; exit 1; }
  echo "[$tag] installing Debian packages: ${missing[*]}"
  "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq \
    || { echo "[$tag] ERROR: apt-get update failed: Debian's archive cannot be reached"; exit 1; }
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || { echo "[$tag] ERROR: apt-get install failed for: ${missing[*]}"; exit 1; }
  flock -u 9
  exec 9>&-
}

# `debian_mirror [APT_ETC [OS_RELEASE]]` prints the Debian archive this machine's apt already uses, for
# tools that fetch from it themselves (debootstrap): no project file names a registry or mirror host (issue
# #32). It is the first http(s) URI of an enabled `deb` source whose suites include this machine's own
# release (VERSION_CODENAME in os-release), so security, updates and third-party sources are passed over.
# It reads what apt reads: sources.list and sources.list.d/*.list (one-line `deb [opts] URI SUITE COMP…`)
# and sources.list.d/*.sources (deb822 stanzas: Types:, URIs:, Suites:, Enabled:); apt ignores other
# names (such as a renamed, disabled copy), and so does this. The defaults are /etc/apt and
# /etc/os-release; tests pass their own. Prints nothing when no such source is found: the caller says
# what that means for it.
debian_mirror() {
  local etc=${1:-/etc/apt} codename
  codename=$(. "${2:-/etc/os-release}" 2>/dev/null && echo "${VERSION_CODENAME:-}")
  [ -n "$codename" ] || return 0
  local files=() f
  for f in "$etc/sources.list" "$etc"/sources.list.d/*.list "$etc"/sources.list.d/*.sources; do
    [ -f "$f" ] && files+=("$f")
  done
  [ ${#files[@]} -gt 0 ] || return 0
  awk -v want="$codename" '
    function has(list, word,   n, i, w) { n = split(list, w, /[ \t]+/); for (i = 1; i <= n; i++) if (w[i] == word) return 1; return 0 }
    function emit(uri) { if (found == "" && uri ~ /^https?:\/\//) { sub(/\/+$/, "", uri); found = uri } }
    # A deb822 stanza ends at a blank line or at the end of its file.
    function stanza(   n, i, u) {
      if (has(f["types"], "deb") && tolower(f["enabled"]) != "no" && has(f["suites"], want)) {
        n = split(f["uris"], u, /[ \t]+/); for (i = 1; i <= n; i++) emit(u[i])
      }
      delete f; key = ""
    }
    FNR == 1 && NR > 1 && deb822 { stanza() }
    FNR == 1 { deb822 = FILENAME ~ /\.sources$/ }
    deb822 && /^[ \t]*#/ { next }
    deb822 && /^[ \t]*$/ { stanza(); next }
    deb822 && /^[ \t]/ { if (key != "") f[key] = f[key] " " $0; next }
    deb822 { i = index($0, ":"); key = tolower(substr($0, 1, i - 1)); v = substr($0, i + 1); gsub(/^[ \t]+|[ \t]+$/, "", v); f[key] = v; next }
    { sub(/#.*/, "") }
    $1 == "deb" {
      i = 2
      if ($2 ~ /^\[/) { while (i <= NF && $i !~ /\]$/) i++; i++ }
      if ($(i + 1) == want) emit($i)
    }
    END { if (deb822) stanza(); if (found != "") print found }
  ' "${files[@]}"
}
