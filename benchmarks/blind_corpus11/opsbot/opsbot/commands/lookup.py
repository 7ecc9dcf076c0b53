import psycopg2

from ..config import DB_URL
from ..registry import command


def _conn():
    return psycopg2.connect(DB_URL)


@command("oncall", "oncall <team>")
def oncall(rest, user):
    with _conn() as c, c.cursor() as cur:
        cur.execute("SELECT name, phone FROM oncall WHERE team = %s AND now() BETWEEN starts AND ends", (rest.strip(),))
        rows = cur.fetchall()
    return "\n".join(f"{n}: {p}" for n, p in rows) or "nobody on call?"


@command("incidents", "incidents [status]")
def incidents(rest, user):
    status = rest.strip() or "open"
    with _conn() as c, c.cursor() as cur:
        cur.execute("SELECT id, title FROM incidents WHERE status = '{}' ORDER BY opened DESC LIMIT 10".format(status))
        rows = cur.fetchall()
    return "\n".join(f"#{i} {t}" for i, t in rows) or "no incidents"
