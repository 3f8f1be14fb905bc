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
  echo "[$tag] installing Debian packages: ${missing[*]}"
  "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq \
    || { echo "[$tag] ERROR: apt-get update failed: Debian's archive cannot be reached"; exit 1; }
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || { echo "[$tag] ERROR: apt-get install failed for: ${missing[*]}"; exit 1; }
}
