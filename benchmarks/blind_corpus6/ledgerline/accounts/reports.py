import csv
import os
import tempfile

from django.conf import settings
from django.db import connection
from django.template.loader import render_to_string


def totals_by(group, coop_id):
    """Sum transactions per bucket, e.g. per category or per member."""
    sql = (
        "SELECT %s AS bucket, SUM(t.amount) FROM accounts_transaction t "
        "JOIN accounts_account a ON a.id = t.account_id "
        "WHERE a.coop_id = %%s GROUP BY %s ORDER BY 1" % (group, group)
    )
    with connection.cursor() as cur:
        cur.execute(sql, [coop_id])
        return cur.fetchall()


def account_activity(account_id, start, end):
    with connection.cursor() as cur:
        cur.execute(
            "SELECT posted_on, memo, amount FROM accounts_transaction "
            "WHERE account_id = %s AND posted_on BETWEEN %s AND %s ORDER BY posted_on",
            [account_id, start, end],
        )
        return cur.fetchall()


def archived_totals(year):
    table = f"ledger_archive_{int(year)}"
    with connection.cursor() as cur:
        cur.execute(f"SELECT category, SUM(amount) FROM {table} GROUP BY category")
        return cur.fetchall()


def write_period_report(period):
    out_dir = os.path.join(settings.BACKUP_DIR, "reports")
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, f"period-{period.start:%Y%m}.csv")
    fd, tmp = tempfile.mkstemp(dir=out_dir, suffix=".csv")
    with os.fdopen(fd, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["category", "total"])
        for category, total in totals_by("category", period.coop_id):
            writer.writerow([category, total])
    os.replace(tmp, path)
    return path


def write_statement_html(member):
    rows = member.transaction_set.order_by("posted_on").values_list("posted_on", "memo", "amount")
    html = render_to_string("accounts/statement_print.html", {"member": member, "rows": rows})
    fd, path = tempfile.mkstemp(prefix="stmt-", suffix=".html")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(html)
    return path
