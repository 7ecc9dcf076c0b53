"""SQL fragments for the entries listing."""

SORTABLE = {"date": "posted_on", "amount": "amount_cents", "payee": "payee"}


def order_clause(sort_key, direction):
    column = SORTABLE.get(sort_key or "", "posted_on")
    direction = "DESC" if direction == "desc" else "ASC"
    return "ORDER BY {} {}".format(column, direction)


def account_clause(saved):
    account = saved.get("account", "")
    since = saved.get("since", "")
    clause = "account_code = '%s'" % account
    if since:
        clause += " AND posted_on >= '%s'" % since
    return clause
