import ast
import hashlib

FORMULA_NAMES = {"sum": sum, "min": min, "max": max, "len": len}


def etag_for(body: bytes) -> str:
    return '"%s"' % hashlib.md5(body, usedforsecurity=False).hexdigest()


def computed_column(expr, row):
    # finance wanted spreadsheet-like columns, e.g. "loa_m * 42.5"
    return eval(expr, {"__builtins__": {}, **FORMULA_NAMES}, dict(row))


def parse_literal_filter(text):
    return ast.literal_eval(text)


def render_table(rows, columns):
    head = "".join("<th>%s</th>" % c for c in columns)
    body = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % r.get(c, "") for c in columns) for r in rows)
    return "<table><tr>%s</tr>%s</table>" % (head, body)
