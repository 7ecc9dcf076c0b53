import os
import sys

import tornado.web
from tornado.httpclient import AsyncHTTPClient
from tornado.options import options

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "inventory_rpc"))

from . import dbutil, sessions


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        return sessions.lookup(self.get_cookie("inv_admin"))


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        user = self.get_argument("username")
        rows = dbutil.query("SELECT pw_hash FROM admin_users WHERE username = %s", user)
        if not rows or not self.application.check_pw(self.get_argument("password"), rows[0]["pw_hash"]):
            self.send_error(401)
            return
        self.set_cookie("inv_admin", sessions.create(user), expires_days=1)
        self.set_cookie("inv_admin_theme", self.get_argument("theme", "light"), secure=True, httponly=True)
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        sessions.drop(self.get_cookie("inv_admin"))
        self.clear_cookie("inv_admin")
        self.redirect(self.reverse_url("login"))


class ItemHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, sku):
        rows = dbutil.query("SELECT sku, name, qty, location FROM stock JOIN items USING (sku) WHERE sku = %s", sku)
        if not rows:
            self.set_status(404)
            self.write("<h2>No item %s</h2>" % sku)
            return
        self.render("item.html", item=rows[0])


class SearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        q = self.get_argument("q", "")
        loc = self.get_argument("loc", "%")
        rows = dbutil.query("SELECT sku, name FROM items JOIN stock USING (sku) "
                            "WHERE location LIKE %s AND name LIKE '%%" + q + "%%' LIMIT 100", loc)
        self.render("search.html", rows=rows, q=q)


class SupplierFeedHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        feed = self.get_argument("feed")
        resp = await AsyncHTTPClient().fetch(feed, request_timeout=10)
        self.set_header("Content-Type", "text/plain")
        self.write(resp.body)


class SupplierSyncHandler(BaseHandler):
    @tornado.web.authenticated
    async def post(self, supplier_id):
        rows = dbutil.query("SELECT feed_url FROM suppliers WHERE id = %s", int(supplier_id))
        if not rows:
            raise tornado.web.HTTPError(404)
        resp = await AsyncHTTPClient().fetch(rows[0]["feed_url"], request_timeout=30)
        self.write({"bytes": len(resp.body)})


class ExportHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("f")
        path = os.path.join(options.export_dir, name)
        with open(path, "rb") as fh:
            self.set_header("Content-Type", "text/csv")
            self.write(fh.read())


class ArchiveHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        base = os.path.realpath(os.path.join(options.export_dir, "archive"))
        path = os.path.realpath(os.path.join(base, self.get_argument("f")))
        if os.path.commonpath([base, path]) != base:
            raise tornado.web.HTTPError(403)
        with open(path, "rb") as fh:
            self.write(fh.read())
