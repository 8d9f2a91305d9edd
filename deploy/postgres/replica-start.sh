#!/bin/sh
# The streaming read replica: on its first start it copies the primary (pg_basebackup, with a replication slot so
# the primary keeps the WAL it has not received yet) and writes standby.signal; then it runs as a hot standby.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 0700 "$PGDATA"
  until gosu postgres pg_basebackup --host=postgres --username=replicator --pgdata="$PGDATA" \
      --wal-method=stream --write-recovery-conf --create-slot --slot=replica1 --progress; do
    echo "waiting for the primary…"; rm -rf "${PGDATA:?}"/*; sleep 2
  done
fi
exec gosu postgres postgres -c hot_standby=on
