"""Plain WSGI endpoint for one-click unsubscribe links (kept outside bottle for speed)."""
import hmac
from urllib.parse import parse_qs, unquote

from .. import db, tokens


class UnsubscribeApp:
    def __init__(self, cfg):
        self.cfg = cfg

    def __call__(self, environ, start_response):
        path = environ.get("PATH_INFO", "")
        qs = parse_qs(environ.get("QUERY_STRING", ""))
        if path == "/u/done":
            return self.done(qs, start_response)
        return self.unsubscribe(path[len("/u/"):], qs, start_response)

    def unsubscribe(self, rest, qs, start_response):
        email, _, token = unquote(rest).rpartition("/")
        if not hmac.compare_digest(tokens.unsubscribe_token(email), token):
            start_response("403 Forbidden", [("Content-Type", "text/plain")])
            return [b"lien invalide"]
        conn = db.connect()
        conn.execute("DELETE FROM subscribers WHERE email = ?", (email,))
        conn.commit()
        back = qs.get("back", ["/"])[0]
        start_response("302 Found", [("Location", back)])
        return [b""]

    def done(self, qs, start_response):
        key = qs.get("return", ["home"])[0]
        target = self.cfg["RETURN_TARGETS"].get(key, "/")
        start_response("302 Found", [("Location", target)])
        return [b""]
