import html
from pathlib import Path


def write_report(path: Path, works):
    rows = "".join("<tr><td>%s</td><td>%s</td></tr>" % (html.escape(w["title"]), html.escape(w["composer"])) for w in works)
    path.write_text("<table>" + rows + "</table>")


def write_new_arrivals(path: Path, works):
    items = "".join("<li>%s &mdash; %s</li>" % (w["title"], w.get("blurb", "")) for w in works)
    path.write_text("<h2>New arrivals</h2><ul>" + items + "</ul>")
