import hashlib
from decimal import Decimal

from pyramid.httpexceptions import HTTPBadRequest
from pyramid.response import Response
from pyramid.view import view_config

from ..models import DBSession, Fleece
from ..security import valid_grade


@view_config(route_name="fleece", renderer="json")
def fleece_list(request):
    try:
        grade = valid_grade(request.params.get("grade", "1"))
    except ValueError:
        raise HTTPBadRequest()
    rows = DBSession.query(Fleece).filter(Fleece.grade == grade).order_by(Fleece.micron).all()
    etag = hashlib.md5(",".join(str(f.id) for f in rows).encode()).hexdigest()
    request.response.etag = etag
    return [{"id": f.id, "micron": float(f.micron), "weight_g": f.weight_g, "price": str(f.price)} for f in rows]


@view_config(route_name="fleece_order", request_method="POST")
def fleece_order(request):
    ids = [int(x) for x in request.POST.getall("fleece")]
    fleeces = DBSession.query(Fleece).filter(Fleece.id.in_(ids)).all()
    total = sum((f.price for f in fleeces), Decimal("0"))
    email = request.POST["email"]
    dedup_key = hashlib.sha1((email + ",".join(map(str, sorted(ids)))).encode()).hexdigest()
    if request.session.get("last_order_key") == dedup_key:
        return Response("<p>This order has already been received.</p>")
    request.session["last_order_key"] = dedup_key
    return Response(f"<p>Order received: {len(fleeces)} fleeces, total &pound;{total:.2f}.</p>")
