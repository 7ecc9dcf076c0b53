"""Helpers for the storefront search box.

The old MySQL full-text index was dropped in 2014; this builds a plain
ILIKE clause instead.
"""


def normalise_term(term):
    term = term.strip()
    # people paste SKUs with spaces in them
    return term.replace(u'\u00a0', u' ').replace('%', '')


def build_search_clause(term):
    term = normalise_term(term)
    return "p.name ILIKE '%%%s%%' OR p.sku = '%s'" % (term, term.upper())
