#!/usr/bin/env bash
# Backs up the database (pg_dump, custom format) and the media (audio uploads) into one folder.
#
#   DATABASE_URL=postgres://... MEDIA_DIR=/srv/church/.data/uploads infra/backup/backup.sh /srv/backups
#
# Settings (environment):
#   DATABASE_URL  the database to dump (required). pg_dump must be as new as the server.
#   MEDIA_DIR     media on local disk (DATA_DIR/uploads with STORAGE_DRIVER=local), copied as media/
#   MEDIA_S3      media in a bucket, as <mc alias>/<bucket> (STORAGE_DRIVER=s3), mirrored with MinIO's
#                 `mc` (the alias from `mc alias set` or an MC_HOST_<alias> variable)
#   BACKUP_NAME   the folder's name (default: the UTC time, e.g. 20261122T031500Z)
#
# Writes <backups folder>/<name>/ with database.dump, media/ and SHA256SUMS (checked by restore.sh).
# The folder appears only when complete (it is written as <name>.partial first), and its path is the
# last line printed.
set -euo pipefail

out_root=${1:?usage: backup.sh <backups folder>}
: "${DATABASE_URL:?DATABASE_URL is required (the database to back up)}"
if [[ -n "${MEDIA_DIR:-}" && -n "${MEDIA_S3:-}" ]]; then
  echo "backup.sh: set MEDIA_DIR or MEDIA_S3, not both" >&2
  exit 2
fi

name=${BACKUP_NAME:-$(date -u +%Y%m%dT%H%M%SZ)}
final="$out_root/$name"
partial="$final.partial"
if [[ -e "$final" ]]; then
  echo "backup.sh: $final already exists" >&2
  exit 1
fi
mkdir -p "$out_root"
rm -rf "$partial"
mkdir "$partial"
trap 'rm -rf "$partial"' ERR

# One consistent snapshot of every schema (the app's tables and drizzle's migration journal), without
# owners or grants so it restores into any role's database.
pg_dump --format=custom --no-owner --no-acl --compress=6 --file="$partial/database.dump" --dbname="$DATABASE_URL"
pg_restore --list "$partial/database.dump" >/dev/null # readable, or fail now rather than at restore

mkdir "$partial/media"
if [[ -n "${MEDIA_DIR:-}" ]]; then
  if [[ -d "$MEDIA_DIR" ]]; then cp -a "$MEDIA_DIR/." "$partial/media/"; fi
elif [[ -n "${MEDIA_S3:-}" ]]; then
  mc mirror --quiet "$MEDIA_S3" "$partial/media"
fi

(cd "$partial" && find . -type f ! -name SHA256SUMS -print0 | sort -z | xargs -0 -r sha256sum >SHA256SUMS)
mv "$partial" "$final"
trap - ERR
echo "backup.sh: $(grep -c . "$final/SHA256SUMS") files, $(du -sh "$final" | cut -f1)" >&2
echo "$final"
