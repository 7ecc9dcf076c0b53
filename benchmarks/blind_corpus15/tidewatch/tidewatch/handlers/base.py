import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    def prepare(self):
        self.db = self.settings["db"]
        self.station_id = self.get_argument("station", None)
        self.units = self.get_cookie("tw_units", "metric")

    def get_current_user(self):
        uid = self.get_signed_cookie("tw_user")
        return uid.decode() if uid else None


class ListHandler(BaseHandler):
    """Subclasses describe their query in build_query(); get() runs it."""

    columns = ()

    def build_query(self):
        raise NotImplementedError

    def get(self):
        sql, params = self.build_query()
        rows = self.db.query(sql, *params)
        self.write({"units": self.units, "rows": [dict(zip(self.columns, r)) for r in rows]})
