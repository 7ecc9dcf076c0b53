from django.db import connection
from django.db.models.expressions import RawSQL

from reports.models import Entry

SORT_COLUMNS = {
    'date': 'e.posted_at',
    'amount': 'e.amount',
    'memo': 'e.memo',
}


def balances_for_company(company_id, as_of):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT a.code, SUM(e.amount) FROM reports_entry e "
            "JOIN reports_account a ON a.id = e.account_id "
            "WHERE e.company_id = %s AND e.posted_at <= %s GROUP BY a.code",
            [company_id, as_of],
        )
        return dict(('acct_%s' % code, total) for code, total in cursor.fetchall())


def ledger_lines(company_id, account_code, sort='date'):
    order = SORT_COLUMNS.get(sort, 'e.posted_at')
    sql = ("SELECT e.id, e.posted_at, e.memo, e.amount FROM reports_entry e "
           "JOIN reports_account a ON a.id = e.account_id "
           "WHERE e.company_id = %%s AND a.code = %%s ORDER BY %s" % order)
    with connection.cursor() as cursor:
        cursor.execute(sql, [company_id, account_code])
        return cursor.fetchall()


def totals_by_tag(company_id, tag):
    sql = ("SELECT date_trunc('month', posted_at) AS month, SUM(amount) FROM reports_entry "
           "WHERE company_id = %d AND tags LIKE '%%%s%%' GROUP BY 1 ORDER BY 1" % (company_id, tag))
    cursor = connection.cursor()
    try:
        cursor.execute(sql)
        return cursor.fetchall()
    finally:
        cursor.close()


def entries_in_currency(company_id, currency):
    rate = "(SELECT rate FROM fx_rates WHERE base = reports_entry.currency AND quote = '%s')" % currency
    return Entry.objects.for_company(company_id).annotate(converted=RawSQL("amount * " + rate, []))
