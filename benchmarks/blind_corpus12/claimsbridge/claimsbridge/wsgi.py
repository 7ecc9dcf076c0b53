from urllib.parse import parse_qs

from . import db, soap_server, templates
from .xmlrpc_api import dispatcher


def status(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    claim_id = qs.get("claim", [""])[0]
    note = qs.get("note", [""])[0]
    with db.connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT status, updated_at FROM claim_history WHERE ref = %s ORDER BY updated_at", (claim_id,))
        rows = cur.fetchall()
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [templates.status_page(claim_id, rows, note).encode("utf-8")]


def xmlrpc(environ, start_response):
    body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
    start_response("200 OK", [("Content-Type", "text/xml")])
    return [dispatcher._marshaled_dispatch(body)]


ROUTES = {"/soap/claims": soap_server.submit_claim, "/soap/ping": soap_server.ping, "/rpc": xmlrpc, "/status": status}


def application(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO"))
    if handler is None:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    return handler(environ, start_response)
