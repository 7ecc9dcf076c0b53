"""HTML fragments for the launch-point tablet (uses Python 3.12 f-string nesting)."""
import html


def flight_rows(rows):
    return "".join(f"<tr><td>{row["glider_reg"]}</td><td>{html.escape(row["pilot"])}</td><td>{row["comment"]}</td></tr>" for row in rows)


def flight_table(rows):
    return f"<table class='flights'>{flight_rows(rows)}</table>"


def notice(title, items):
    return f"<section><h3>{html.escape(title)}</h3><ul>{"".join(f"<li>{html.escape(i["text"])}</li>" for i in items)}</ul></section>"
