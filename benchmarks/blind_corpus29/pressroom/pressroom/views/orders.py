import base64
import json
import pickle

from markupsafe import escape
from pyramid.response import Response
from pyramid.view import view_config, view_defaults


@view_defaults(route_name="order_status")
class OrderStatusView:
    def __init__(self, request):
        self.request = request
        self.ref = request.matchdict["ref"]

    @view_config(request_method="GET")
    def status(self):
        row = self.request.dbsession.execute(
            "SELECT status, customer_name FROM orders WHERE ref = :r", {"r": self.ref}).first()
        note = self.request.params.get("note", "")
        if row is None:
            return Response("<p>No order %s</p>" % escape(self.ref), status=404)
        return Response("<h1>Order %s</h1><p>%s</p><p>%s</p>" % (escape(self.ref), escape(row.status), note))


@view_defaults(route_name="cart", renderer="json")
class CartView:
    def __init__(self, request):
        self.request = request

    @view_config(request_method="GET")
    def show(self):
        raw = self.request.cookies.get("cart")
        if not raw:
            return {"items": []}
        return pickle.loads(base64.urlsafe_b64decode(raw))

    @view_config(request_method="POST")
    def save(self):
        items = json.loads(self.request.body or b"[]")
        self.request.session["cart"] = items[:50]
        return {"items": len(items)}
