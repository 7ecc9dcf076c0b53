from html import escape


def to_html(rows, caption="", css_class="tabkit"):
    if not rows:
        return "<table></table>"
    cols = list(rows[0])
    head = "".join(f"<th>{escape(str(c))}</th>" for c in cols)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(str(r.get(c, '')))}</td>" for c in cols) + "</tr>" for r in rows
    )
    cap = f"<caption>{caption}</caption>" if caption else ""
    return f'<table class="{escape(css_class)}">{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def summary_line(rows, title="Rows"):
    return f"<p class=\"tabkit-summary\">{escape(title)}: {len(rows)}</p>"
