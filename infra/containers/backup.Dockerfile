# syntax=docker/dockerfile:1
# The backup and restore scripts with their tools: pg_dump/pg_restore (PostgreSQL 16, as the compose
# stack's server: pg_dump must not be older than the server) and MinIO's `mc` for the media bucket.
#   docker build -f infra/containers/backup.Dockerfile -t church/backup .
#   docker run --rm -e DATABASE_URL=... -e MEDIA_S3=media/bucket -e MC_HOST_media=https://KEY:SECRET@s3.example.org \
#     -v "$PWD/backups:/backups" church/backup /backups
ARG POSTGRES_IMAGE=postgres:16-bookworm
ARG MC_IMAGE=minio/mc:latest

FROM ${MC_IMAGE} AS mc

FROM ${POSTGRES_IMAGE}
COPY --from=mc /usr/bin/mc /usr/local/bin/mc
COPY infra/backup/backup.sh infra/backup/restore.sh /usr/local/bin/
ENTRYPOINT ["/usr/local/bin/backup.sh"]
