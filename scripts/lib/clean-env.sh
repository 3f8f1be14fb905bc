# Sourced first by every setup script, so that a setup step runs in the same environment whether it was
# started by hand, by `npm test`/`npm start` (whose npm exports its whole configuration as npm_config_*,
# npm_package_* and npm_lifecycle_* variables) or by .ci/run: no outer npm variable but how to reach the
# registry, and no npm folders on PATH. The rule is written once, in cleanEnv.cjs; this runs it.
eval "$(node "$(dirname "${BASH_SOURCE[0]}")/cleanEnv.cjs" --shell)"
