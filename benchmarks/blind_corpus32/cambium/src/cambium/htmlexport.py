"""HTML fragments for lab web pages."""
import html


def to_html(series, caption):
    rows = "".join(f"<tr><td>{y}</td><td>{w:.2f}</td></tr>" for y, w in series.as_measurements().items())
    return f"<figure><table>{rows}</table><figcaption>{caption}</figcaption></figure>"


def summary_html(series):
    return "<p>%s: %d rings, %d-%d</p>" % (
        html.escape(series.ident), len(series.widths), series.first_year, series.last_year
    )
