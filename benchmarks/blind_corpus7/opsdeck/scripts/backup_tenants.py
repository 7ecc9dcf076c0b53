#!/usr/bin/env python3
"""Dump every tenant database (tenants create their own databases via the portal)."""
import os
import random
import time

from opsdeck.common import pg, setup_logging

BACKUP_DIR = "/srv/backups/tenants"
log = setup_logging("backup_tenants")


def tenant_databases():
    with pg() as conn, conn.cursor() as cur:
        cur.execute("SELECT datname FROM pg_database WHERE NOT datistemplate AND datname LIKE %s", ("tenant_%",))
        return [r[0] for r in cur.fetchall()]


def dump(name):
    target = os.path.join(BACKUP_DIR, time.strftime("%Y%m%d"), name + ".dump")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    rc = os.system('pg_dump -Fc "%s" > "%s"' % (name, target))
    return rc == 0


def main():
    time.sleep(random.randint(0, 300))
    failed = [n for n in tenant_databases() if not dump(n)]
    manifest = open("/tmp/opsdeck_backup_failed.lst", "w")
    manifest.write("\n".join(failed))
    manifest.close()
    log.info("done, %d failures", len(failed))


if __name__ == "__main__":
    main()
