import html
from string import Template

ENTRY_COLUMNS = ("forename", "surname", "event", "event_date", "parish", "notes")

PAGE_HEAD = Template(
    """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>$title - Parish Registers</title>
<link rel="stylesheet" href="/static/registers.css"></head><body>
<header><a href="/">St Aubin deanery registers</a></header><main>"""
)
PAGE_FOOT = "</main><footer>Transcribed by volunteers. Corrections welcome.</footer></body></html>"

ENTRY = Template(
    """<article class="entry">
<h2>$forename $surname</h2>
<dl><dt>Event</dt><dd>$event, $event_date</dd><dt>Parish</dt><dd>$parish</dd></dl>
<p class="notes">$notes</p>
</article>"""
)

SEARCH_FORM = """<form method="get" action="/cgi-bin/search.py">
<label>Surname <input name="surname"></label>
<label>Parish <input name="parish"></label>
<button>Search</button></form>"""


def header(title):
    return PAGE_HEAD.substitute(title=html.escape(title))


def footer():
    return PAGE_FOOT


def search_form():
    return SEARCH_FORM


def render_entry(row):
    fields = {k: html.escape(str(v) if v is not None else "") for k, v in zip(ENTRY_COLUMNS, row)}
    return ENTRY.substitute(fields)
