import html

import falcon


class Board:
    def __init__(self, store):
        self.store = store

    def on_get(self, req, resp):
        rows = self.store.all("SELECT author, body FROM board ORDER BY id DESC LIMIT 20")
        items = "".join("<li><b>%s</b>: %s</li>" % (html.escape(r["author"]), r["body"]) for r in rows)
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<ul>" + items + "</ul>"

    def on_get_search(self, req, resp):
        q = html.escape(req.get_param("q", default=""))
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<p>Results for %s</p>" % q
