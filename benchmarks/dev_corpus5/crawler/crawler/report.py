import datetime
import html
import os
import sqlite3

from crawler import settings
from crawler.utils import atomic_write

PAGE_TEMPLATE = """<!doctype html>
<html><head><meta charset="utf-8"><title>{title}</title>
<link rel="stylesheet" href="/static/report.css"></head>
<body><h1>{title}</h1><table>{rows}</table></body></html>"""


def daily_report(day=None):
    """Written to REPORT_DIR, which nginx serves to the analyst team."""
    day = day or datetime.date.today().isoformat()
    conn = sqlite3.connect(settings.CRAWL_DB)
    rows = []
    for url, title, source in conn.execute(
        "SELECT url, title, source FROM pages WHERE substr(published, 1, 10) = ? ORDER BY source", (day,)
    ):
        rows.append("<tr><td>%s</td><td><a href=\"%s\">%s</a></td></tr>" % (source, url, title))
    conn.close()
    page = PAGE_TEMPLATE.format(title="Crawl report %s" % day, rows="\n".join(rows))
    atomic_write(os.path.join(settings.REPORT_DIR, "%s.html" % day), page.encode("utf-8"))


def render_domain_summary(domain, db_path):
    conn = sqlite3.connect(db_path)
    rows = []
    for url, title in conn.execute("SELECT url, title FROM pages WHERE url LIKE ? ORDER BY url LIMIT 200",
                                   ("%://" + domain + "/%",)):
        rows.append("<tr><td><a href=\"%s\">%s</a></td></tr>" % (html.escape(url, quote=True), html.escape(title or "")))
    conn.close()
    return PAGE_TEMPLATE.format(title=html.escape(domain), rows="\n".join(rows))
