#!/usr/bin/env bash
# Restores a folder written by backup.sh: checks every file against SHA256SUMS, restores the database
# with pg_restore in one transaction (all or nothing), then puts the media back.
#
#   DATABASE_URL=postgres://.../church_restored MEDIA_DIR=/srv/church/.data/uploads \
#     infra/backup/restore.sh /srv/backups/20261122T031500Z
#
# Settings (environment):
#   DATABASE_URL   the database to restore into (required). It must be empty (create it first:
#                  `createdb church_restored`), unless RESTORE_CLEAN=1, which drops and recreates
#                  every object of the backup first (the API instances should be stopped).
#   MEDIA_DIR      copy media/ into this folder (STORAGE_DRIVER=local), or
#   MEDIA_S3       mirror media/ into <mc alias>/<bucket> with MinIO's `mc` (STORAGE_DRIVER=s3)
#   RESTORE_JOBS   pg_restore jobs in parallel (default 1; more is faster on big databases but gives
#                  up the single transaction)
# Then start the API on it: it applies any migration newer than the backup.
set -euo pipefail

dir=${1:?usage: restore.sh <backup folder>}
: "${DATABASE_URL:?DATABASE_URL is required (the database to restore into)}"
if [[ ! -f "$dir/database.dump" || ! -f "$dir/SHA256SUMS" ]]; then
  echo "restore.sh: $dir is not a backup (no database.dump or SHA256SUMS)" >&2
  exit 1
fi

(cd "$dir" && sha256sum --check --quiet --strict SHA256SUMS) || {
  echo "restore.sh: $dir is damaged (a file does not match SHA256SUMS); nothing was restored" >&2
  exit 1
}

if [[ -z "${MEDIA_DIR:-}" && -z "${MEDIA_S3:-}" && -d "$dir/media" && -n "$(ls -A "$dir/media")" ]]; then
  echo "restore.sh: the backup has media; set MEDIA_DIR or MEDIA_S3 to restore them" >&2
  exit 1
fi

tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$DATABASE_URL" --command \
  "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
clean=()
if [[ "$tables" != "0" ]]; then
  if [[ "${RESTORE_CLEAN:-0}" != "1" ]]; then
    echo "restore.sh: the target database already has $tables tables; restore into an empty database," >&2
    echo "            or set RESTORE_CLEAN=1 to replace what the backup contains" >&2
    exit 1
  fi
  clean=(--clean --if-exists)
fi

jobs=${RESTORE_JOBS:-1}
if [[ "$jobs" == "1" ]]; then
  pg_restore --no-owner --no-acl --exit-on-error --single-transaction "${clean[@]}" \
    --dbname="$DATABASE_URL" "$dir/database.dump"
else
  pg_restore --no-owner --no-acl --exit-on-error --jobs="$jobs" "${clean[@]}" \
    --dbname="$DATABASE_URL" "$dir/database.dump"
fi

if [[ -d "$dir/media" ]]; then
  if [[ -n "${MEDIA_DIR:-}" ]]; then
    mkdir -p "$MEDIA_DIR"
    cp -a "$dir/media/." "$MEDIA_DIR/"
  elif [[ -n "${MEDIA_S3:-}" ]]; then
    mc mirror --quiet --overwrite "$dir/media" "$MEDIA_S3"
  fi
fi
echo "restore.sh: restored $dir" >&2
