#!/bin/sh
# Entrypoint of the BFF image and of its ops (backup/restore) stage.
#  1. NAME_FILE secrets: for each secret below, NAME_FILE=/run/secrets/… (compose or swarm secrets,
#     Kubernetes volumes) is read into NAME, so the value need not sit in the container's
#     environment definition. The BFF itself reads only NAME (bff/src/config.ts).
#  2. With NODE_ENV=production, the embedded fallbacks (SQLite file, images on disk, mail as .eml)
#     would live inside the container and vanish with it: refuse them unless
#     ALLOW_EMBEDDED_SERVICES=true says that is intended.
set -eu

SECRETS='DATABASE_URL SESSION_SECRET ADMIN_PASSWORD S3_ACCESS_KEY S3_SECRET_KEY SMTP_URL'

fail() {
  echo "bff-entrypoint: $*" >&2
  exit 78
}

for name in $SECRETS; do
  eval "file=\${${name}_FILE:-}"
  [ -n "$file" ] || continue
  eval "current=\${${name}:-}"
  [ -z "$current" ] || fail "both ${name} and ${name}_FILE are set; keep one"
  [ -r "$file" ] || fail "${name}_FILE: cannot read ${file}"
  # $(…) drops the trailing newline an editor leaves in the file.
  value="$(cat "$file")"
  [ -n "$value" ] || fail "${name}_FILE: ${file} is empty"
  export "${name}=${value}"
  unset "${name}_FILE"
done

if [ "${NODE_ENV:-}" = production ]; then
  case "${ALLOW_EMBEDDED_SERVICES:-false}" in
    true | 1 | yes) ;;
    *)
      problems=''
      case "${DATABASE_URL:-}" in
        mysql://*) ;;
        '') problems="${problems}
  - DATABASE_URL is not set: posts and accounts would go to SQLite inside the container" ;;
        *) problems="${problems}
  - DATABASE_URL is not mysql://…: an embedded database lives inside the container" ;;
      esac
      [ -n "${S3_ENDPOINT:-}" ] || problems="${problems}
  - S3_ENDPOINT is not set: uploaded images would be written inside the container"
      [ -n "${SMTP_URL:-}" ] || problems="${problems}
  - SMTP_URL is not set: mail would be written as .eml files instead of sent"
      [ -z "$problems" ] || fail "refusing to start with NODE_ENV=production:${problems}
Set them, or ALLOW_EMBEDDED_SERVICES=true for a deliberate single-container trial (mount a volume at \$DATA_DIR)."
      ;;
  esac
fi

exec "$@"
