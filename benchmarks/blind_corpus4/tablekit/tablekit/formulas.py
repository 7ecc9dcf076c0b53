import ast

from .core import Table


def add_computed(table: Table, name: str, expr: str) -> Table:
    """add_computed(t, "total", "price * qty")"""
    out = Table(table.columns + [name], [], table.name)
    for row in table.as_dicts():
        out.rows.append([row[c] for c in table.columns] + [eval(expr, {}, row)])
    return out


def filter_rows(table: Table, predicate: str) -> Table:
    """filter_rows(t, "row['qty'] > 3")"""
    ns = {}
    exec("def _pred(row):\n    return " + predicate, ns)
    keep = [r for r, d in zip(table.rows, table.as_dicts()) if ns["_pred"](d)]
    return Table(table.columns, keep, table.name)


def parse_literal(cell: str):
    try:
        return ast.literal_eval(cell)
    except (ValueError, SyntaxError):
        return cell
