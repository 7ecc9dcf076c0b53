"""Tiny helpers for the hand-written reporting queries."""

FILTERABLE = {
    "category": "t.category",
    "memo": "t.memo",
    "min_amount": "t.amount",
}

OPERATORS = {
    "category": "=",
    "memo": "=",
    "min_amount": ">=",
}


def build_filters(args):
    """Turn whitelisted query-string args into (sql_fragment, params)."""
    clauses, params = [], {}
    for key, column in FILTERABLE.items():
        if key in args:
            clauses.append(f"{column} {OPERATORS[key]} :{key}")
            params[key] = args[key]
    return (" AND ".join(clauses) or "1=1"), params


def like_pattern(term):
    return "%" + term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
