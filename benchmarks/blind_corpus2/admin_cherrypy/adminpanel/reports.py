import html
import importlib

import cherrypy

from . import db
from .base import BasePage

WIDGETS = {"revenue", "queue_length", "top_customers"}


class ReportsPage(BasePage):
    title = "Reports"

    @cherrypy.expose
    def complaints(self, since="2024-01-01", sort="created"):
        self.require_role("manager")
        conn = db.connect()
        rows = conn.execute("SELECT customer, comment, created FROM complaints WHERE created >= '%s' ORDER BY %s" % (since, sort)).fetchall()
        cells = "".join(f"<tr><td>{r['customer']}</td><td>{r['comment']}</td><td>{r['created']}</td></tr>" for r in rows)
        return self.render(f"<table>{cells}</table>")

    @cherrypy.expose
    def customer(self, customer_id):
        self.require_role("manager")
        conn = db.connect()
        rows = conn.execute("SELECT id, total, status FROM orders WHERE customer_id = ?", (int(customer_id),)).fetchall()
        cells = "".join(f"<tr><td>{r['id']}</td><td>{r['total']:.2f}</td><td>{html.escape(r['status'])}</td></tr>" for r in rows)
        return self.render(f"<table>{cells}</table>")

    @cherrypy.expose
    def invoices(self, customer):
        self.require_role("manager")
        conn = db.connect()
        rows = conn.execute(f"SELECT number, amount FROM invoices WHERE customer = '{customer}'").fetchall()
        return self.render("<br>".join(f"{r['number']}: {r['amount']}" for r in rows))

    @cherrypy.expose
    def computed(self, formula, customer_id):
        """Ad-hoc metric over a customer's orders, e.g. 'sum(o['total'] for o in orders) / len(orders)'."""
        self.require_role("manager")
        conn = db.connect()
        orders = [dict(r) for r in conn.execute("SELECT * FROM orders WHERE customer_id = ?", (int(customer_id),))]
        value = eval(formula, {"orders": orders, "sum": sum, "len": len})
        return self.render(f"<p>{html.escape(str(value))}</p>")

    @cherrypy.expose
    def widget(self, name):
        if name not in WIDGETS:
            raise cherrypy.NotFound()
        module = importlib.import_module(f"adminpanel.widgets.{name}")
        return self.render(module.render(db.connect()))
