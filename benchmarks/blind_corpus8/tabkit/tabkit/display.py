import html

from ._compat import HTML, display


def to_html(table, max_rows=50):
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in table.columns)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in row) + "</tr>" for row in table.rows[:max_rows]
    )
    return f"<table class='tabkit'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def show_rich(table, caption=""):
    """Render cells as HTML so links and formatting in the data are kept."""
    rows = "".join("<tr>" + "".join(f"<td>{v}</td>" for v in row) + "</tr>" for row in table.rows)
    display(HTML(f"<table><caption>{caption}</caption>{rows}</table>"))
