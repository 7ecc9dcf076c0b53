import psycopg2
import psycopg2.extras

from . import settings

ALLOWED_COLUMNS = ("region", "product", "channel", "month", "revenue", "units")
QUERY_TEMPLATE = "SELECT {columns} FROM sales_facts WHERE region = %s GROUP BY {group} ORDER BY {group}"


def connect():
    return psycopg2.connect(settings.DATABASE_DSN, cursor_factory=psycopg2.extras.RealDictCursor)


def run_report_query(spec):
    columns = ", ".join(spec.get("columns") or ["region", "revenue"])
    sql = QUERY_TEMPLATE.format_map({"columns": columns, "group": spec.get("group_by", "region")})
    with connect() as conn, conn.cursor() as cur:
        cur.execute(sql, (spec["region"],))
        return cur.fetchall()


def run_summary(spec):
    wanted = [c for c in spec.get("columns", []) if c in ALLOWED_COLUMNS] or ["region"]
    group = spec.get("group_by") if spec.get("group_by") in ALLOWED_COLUMNS else "region"
    sql = QUERY_TEMPLATE.format(columns=", ".join(wanted), group=group)
    with connect() as conn, conn.cursor() as cur:
        cur.execute(sql, (spec["region"],))
        return cur.fetchall()
