import os
import subprocess
import tempfile

import psycopg2


def db_size(dbname):
    with psycopg2.connect(dbname="postgres") as conn, conn.cursor() as cur:
        cur.execute("SELECT pg_database_size(%s)", (dbname,))
        return cur.fetchone()[0]


def dump(dbname):
    out = tempfile.mktemp(suffix=".sql.gz", prefix="dw-")
    subprocess.check_call("pg_dump %s | gzip > %s" % (dbname, out), shell=True)
    return out


def scratch_dir():
    return tempfile.mkdtemp(prefix="dw-restore-")


def namespaces():
    out = subprocess.check_output(["kubectl", "get", "ns", "-o", "jsonpath={.items[*].metadata.name}"], text=True)
    return out.split()
