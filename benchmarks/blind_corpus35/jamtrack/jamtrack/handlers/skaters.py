from tornado.escape import xhtml_escape
from tornado.httpclient import AsyncHTTPClient
from tornado.httputil import url_concat

from ..config import options
from .base import BaseHandler


class SkaterSearchHandler(BaseHandler):
    def get(self):
        name = self.get_argument("name", "")
        rows = self.repo.search_skaters(name)
        items = "".join(f"<li>{xhtml_escape(r['derby_name'])} #{xhtml_escape(r['number'])}</li>" for r in rows)
        self.write(f"<h2>Skaters matching &ldquo;{xhtml_escape(name)}&rdquo;</h2><ul>{items}</ul>")


class NameCheckHandler(BaseHandler):
    """Check a proposed derby name against the federation's international roster."""

    async def get(self):
        proposed = self.get_argument("name")
        url = url_concat(options.roster_api, {"q": proposed})
        resp = await AsyncHTTPClient().fetch(url, request_timeout=10)
        self.write_json({"name": proposed, "roster": resp.body.decode()})


class SkaterCardHandler(BaseHandler):
    def get(self, team, number):
        row = self.repo.skater_by_number(team, number)
        if row is None:
            self.set_status(404)
            self.write(f"<p>No skater {number} on {team}</p>")
            return
        self.write_json(dict(row))
