"""Taster classes (make a paperweight, blow a bauble) and gift vouchers."""
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from .. import security
from ..models import as_dicts


@view_config(route_name="classes", renderer="json")
def class_list(request):
    level = request.params.get("level", "")
    sql = "SELECT id, title, level, starts_at, places_left FROM classes"
    if level:
        sql += " WHERE level = '{}'".format(level)
    return as_dicts(request.db.execute(sql + " ORDER BY starts_at"))


@view_config(route_name="class_book", request_method="POST", renderer="json")
def book_class(request):
    class_id = int(request.matchdict["class_id"])
    places = int(request.POST.get("places", "1"))
    cur = request.db.execute("UPDATE classes SET places_left = places_left - ? WHERE id = ? AND places_left >= ?", (places, class_id, places))
    if cur.rowcount != 1:
        raise HTTPBadRequest("not enough places left")
    request.db.execute(
        "INSERT INTO class_bookings (class_id, name, email, places) VALUES (?, ?, ?, ?)",
        (class_id, request.POST["name"], request.POST["email"], places),
    )
    request.db.commit()
    return {"booked": places}


@view_config(route_name="vouchers", request_method="POST", renderer="json")
def buy_voucher(request):
    code = security.voucher_code()
    request.db.execute(
        "INSERT INTO vouchers (code, value, buyer_email) VALUES (?, ?, ?)",
        (code, int(request.POST["value"]), request.POST["email"]),
    )
    request.db.commit()
    return {"code": code}
