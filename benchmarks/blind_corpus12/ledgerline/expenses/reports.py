from django.db import connection

GROUPINGS = {
    "vendor": "v.name",
    "category": "e.category",
    "month": "date_trunc('month', e.spent_on)",
}


def totals_by(grouping, start, end):
    column = GROUPINGS.get(grouping, GROUPINGS["category"])
    sql = (
        "SELECT {col} AS label, SUM(e.amount) AS total "
        "FROM expenses_expense e JOIN expenses_vendor v ON v.id = e.vendor_id "
        "WHERE e.spent_on BETWEEN %s AND %s GROUP BY 1 ORDER BY 2 DESC"
    ).format(col=column)
    with connection.cursor() as cur:
        cur.execute(sql, [start, end])
        return cur.fetchall()


def fiscal_year_summary(owner_id, year):
    with connection.cursor() as cur:
        cur.execute(
            "SELECT status, COUNT(*), SUM(amount) FROM expenses_expense "
            "WHERE owner_id = %d AND EXTRACT(year FROM spent_on) = %s GROUP BY status" % (owner_id, year)
        )
        return cur.fetchall()
