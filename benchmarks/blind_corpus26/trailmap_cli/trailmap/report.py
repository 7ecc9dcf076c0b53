"""Printable HTML report of the catalogue for the ranger station."""
import html

from jinja2 import Environment, select_autoescape

_env = Environment(autoescape=select_autoescape(default=True, default_for_string=True))

ROW_TEMPLATE = _env.from_string(
    "<tr><td>{{ t.name }}</td><td>{{ t.region }}</td><td>{{ '%.1f'|format(t.length_km or 0) }} km</td></tr>"
)


def render_rows(trails):
    return "".join(ROW_TEMPLATE.render(t=t) for t in trails)


def render_report(trails, title):
    rows = render_rows(trails)
    notes = "".join("<li>%s</li>" % html.escape(t.get("warning", "")) for t in trails if t.get("warning"))
    return "<html><head><title>%s</title></head><body><table>%s</table><ul>%s</ul></body></html>" % (
        html.escape(title), rows, notes)


def write_report(path, trails, title):
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(render_report(trails, title))
