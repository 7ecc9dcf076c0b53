"""Open/click tracking as a bare WSGI callable."""
import base64

from .. import db

PIXEL = base64.b64decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")


def tracking_app(environ, start_response):
    parts = environ.get("PATH_INFO", "").split("/")
    conn = db.connect()
    if len(parts) == 4 and parts[2] == "c":
        link_id = parts[3]
        row = conn.execute("SELECT url FROM links WHERE id = %s" % link_id).fetchone()
        start_response("302 Found", [("Location", row[0] if row else "/")])
        return [b""]
    issue, subscriber = parts[2], parts[3][:-len(".gif")]
    conn.execute("INSERT INTO opens (issue, subscriber, ua) VALUES (?, ?, ?)", (issue, subscriber, environ.get("HTTP_USER_AGENT", "")))
    conn.commit()
    start_response("200 OK", [("Content-Type", "image/gif"), ("Cache-Control", "no-store")])
    return [PIXEL]
