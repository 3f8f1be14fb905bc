#!/usr/bin/env bash
# Makes the certificates the tests serve the sandbox with, into a cache OUTSIDE the clone
# (${SCRIPTORIUM_CACHE:-~/.cache/scriptorium}/tls), with Debian's openssl:
#   ca.crt            a private certificate authority (what a user would trust, e.g. NODE_EXTRA_CA_CERTS)
#   server.{crt,key}  127.0.0.1 and localhost, signed by it (the sandbox's --tls certificate)
#   expired.crt       signed by it, already expired (-days -1: not valid after the moment it was made)
#   wronghost.crt     signed by it, for another host name only
#   selfsigned.crt    a self-signed 127.0.0.1 certificate (no authority at all)
#   other-ca.crt, untrusted.crt  another authority nobody trusts, and a 127.0.0.1 certificate it signed
# All leaf certificates share server.key. Made in a few hundred milliseconds (EC P-256), so a CI run with an
# empty cache makes them cold; idempotent: kept while the set is complete and server.crt is valid a week on.
set -euo pipefail
# shellcheck source=lib/clean-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/clean-env.sh"

CACHE="${SCRIPTORIUM_CACHE:-$HOME/.cache/scriptorium}"
DIR="$CACHE/tls"
VERSION=1
log() { printf '[setup-tls] %s\n' "$*"; }

complete() { [ -f "$DIR/.complete-v$VERSION" ] && openssl x509 -in "$DIR/server.crt" -noout -checkend 604800 >/dev/null 2>&1; }
complete && exit 0
command -v openssl >/dev/null || { log "openssl is missing (apt-get install openssl)"; exit 1; }

mkdir -p "$CACHE"
# npm test's stages run side by side: with an empty cache the unit tier and the e2e runner both came here,
# each made a set and moved it into place, and the e2e sandbox served the first set's certificate while
# VS Code trusted the second's authority (a cold run failed on "issued by an authority this computer does
# not trust"). One maker at a time; whoever waited finds the set made and keeps it.
exec 9>"$CACHE/tls.lock"
flock -w 120 9 || { log "another run held $CACHE/tls.lock for 2 minutes"; exit 1; }
complete && exit 0
# Built in a private folder and moved into place whole, so concurrent runs never read half a set.
WORK="$(mktemp -d "$CACHE/tls.tmp.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

key() { openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$1" 2>/dev/null; }
ca() { # name, subject
  key "$1.key"
  openssl req -x509 -new -key "$1.key" -out "$1.crt" -subj "/CN=$2" -days 3650 \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
}
leaf() { # out, issuer, days, subjectAltName
  printf 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=%s\n' "$4" > "$1.ext"
  openssl req -new -key server.key -subj "/CN=Scriptorium sandbox" -out "$1.csr" 2>/dev/null
  openssl x509 -req -in "$1.csr" -CA "$2.crt" -CAkey "$2.key" -CAcreateserial -days "$3" -extfile "$1.ext" -out "$1.crt" 2>/dev/null
  rm -f "$1.csr" "$1.ext"
}

ca ca "Scriptorium test CA"
ca other-ca "Nobody's CA"
key server.key
leaf server ca 397 "IP:127.0.0.1,DNS:localhost"
leaf expired ca -1 "IP:127.0.0.1,DNS:localhost"
leaf wronghost ca 397 "DNS:wrong-host.invalid"
leaf untrusted other-ca 397 "IP:127.0.0.1,DNS:localhost"
openssl req -x509 -new -key server.key -out selfsigned.crt -subj "/CN=127.0.0.1" -days 397 \
  -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" 2>/dev/null
# The authorities' keys are not needed again: a fresh set is made whenever this one is incomplete or old.
rm -f ca.key other-ca.key ./*.srl
chmod 600 server.key
touch ".complete-v$VERSION"

rm -rf "$DIR.old"
[ -d "$DIR" ] && mv "$DIR" "$DIR.old"
mv "$WORK" "$DIR"
trap - EXIT
rm -rf "$DIR.old"
log "certificates made in $DIR"
