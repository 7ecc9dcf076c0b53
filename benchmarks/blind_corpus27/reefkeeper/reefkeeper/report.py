import hashlib
from html import escape


def render_report(rows):
    body = "".join(f"<tr><td>{escape(str(ts))}</td><td>{escape(p)}</td><td>{escape(str(v))}</td></tr>" for ts, p, v in rows)
    return f"<html><body><table>{body}</table></body></html>"


def report_etag(html_text):
    return hashlib.md5(html_text.encode()).hexdigest()
