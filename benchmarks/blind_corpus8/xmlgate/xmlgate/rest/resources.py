import html
import xml.etree.ElementTree as ET

import falcon
import psycopg2
from psycopg2 import sql

from .. import config, directory

RETURN_PAGES = {"orders": "/ui/orders", "customers": "/ui/customers", "home": "/ui/"}


class OrdersResource:
    def on_get(self, req, resp):
        region = req.get_param("region", default="EU")
        with psycopg2.connect(config.DB_DSN) as conn, conn.cursor() as cur:
            cur.execute(
                f"SELECT id, customer, total FROM orders WHERE region = '{region}' ORDER BY id DESC LIMIT 50"
            )
            resp.media = [dict(zip(("id", "customer", "total"), r)) for r in cur.fetchall()]


class OrderResource:
    def on_get(self, req, resp, order_id):
        with psycopg2.connect(config.DB_DSN) as conn, conn.cursor() as cur:
            cur.execute("SELECT id, customer, total FROM orders WHERE id = %s", (order_id,))
            row = cur.fetchone()
        if row is None:
            raise falcon.HTTPNotFound()
        resp.media = dict(zip(("id", "customer", "total"), row))


class ArchiveResource:
    def on_get(self, req, resp, year):
        table = f"orders_{int(year)}"
        with psycopg2.connect(config.DB_DSN) as conn, conn.cursor() as cur:
            cur.execute(
                sql.SQL("SELECT id, total FROM {} WHERE customer = %s").format(sql.Identifier(table)),
                (req.get_param("customer", default=""),),
            )
            resp.media = [{"id": r[0], "total": r[1]} for r in cur.fetchall()]


class CustomersResource:
    def on_get(self, req, resp):
        if req.get_param("group"):
            resp.media = directory.members_of(req.get_param("group"))
        elif req.get_param("account"):
            resp.media = directory.account_by_number(req.get_param("account"))
        else:
            resp.media = directory.find_customers(req.get_param("q", default=""))


class DoneResource:
    def on_get(self, req, resp):
        raise falcon.HTTPFound(RETURN_PAGES.get(req.get_param("back", default="home"), "/ui/"))


class SearchPage:
    def on_get(self, req, resp):
        q = req.get_param("q", default="")
        hits = directory.find_customers(q) if q else []
        items = "".join(f"<li>{html.escape(str(h.get('cn', [''])[0]))}</li>" for h in hits)
        resp.content_type = falcon.MEDIA_HTML
        resp.text = f"<h1>Results for {q}</h1><ul>{items}</ul>"


class BulkImportResource:
    def on_post(self, req, resp):
        root = ET.fromstring(req.bounded_stream.read())
        ids = []
        with psycopg2.connect(config.DB_DSN) as conn, conn.cursor() as cur:
            for order in root.iter("order"):
                cur.execute(
                    "INSERT INTO orders (customer, total, region) VALUES (%s, %s, %s) RETURNING id",
                    (order.findtext("customer"), order.findtext("total"), order.findtext("region")),
                )
                ids.append(cur.fetchone()[0])
        resp.media = {"created": ids}
