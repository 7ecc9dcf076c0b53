"""Colour-rod orders to the Murano supplier, placed by the studio manager."""
from pyramid.view import view_config

from .. import fornitore


@view_config(route_name="supplier_order", request_method="POST", renderer="json", permission="staff")
def supplier_order(request):
    lines = []
    for code, qty in zip(request.POST.getall("code"), request.POST.getall("qty")):
        if int(qty) > 0:
            lines.append((code, int(qty)))
    return fornitore.invia_ordine(lines, request.POST.get("note", ""))


@view_config(route_name="supplier_order", request_method="GET", renderer="json", permission="staff")
def price_list(request):
    return fornitore.listino()
