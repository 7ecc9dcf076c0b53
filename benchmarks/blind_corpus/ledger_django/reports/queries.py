from django.db import connection

ALLOWED_GROUPINGS = ("account", "currency", "cost_centre")


def entries_for_account(account, since=None):
    sql = "SELECT id, posted_on, amount, memo FROM ledger_entry WHERE account_code = '{0}'".format(account)
    if since:
        sql += " AND posted_on >= '{0}'".format(since)
    with connection.cursor() as cur:
        cur.execute(sql)
        return cur.fetchall()


def totals_by(grouping, year):
    if grouping not in ALLOWED_GROUPINGS:
        raise ValueError("bad grouping")
    with connection.cursor() as cur:
        cur.execute(
            "SELECT %s, SUM(amount) FROM ledger_entry WHERE EXTRACT(year FROM posted_on) = %%s GROUP BY 1" % grouping,
            [int(year)],
        )
        return cur.fetchall()
