from decimal import Decimal, InvalidOperation

from markupsafe import escape
from pyramid.httpexceptions import HTTPBadRequest, HTTPFound
from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

from catalog.models import DBSession
from catalog.resources import CategoryResource, ProductResource

PRODUCT_PAGE = """<html><head><title>{title}</title></head>
<body><h1>{title}</h1><p class="sku">{sku}</p><div class="price">{price}</div></body></html>"""

ORDERINGS = ("name", "price", "sku")


@view_config(context=ProductResource, permission="view")
def product_page(context, request):
    p = context.product
    body = PRODUCT_PAGE.format(title=escape(p.name), sku=escape(p.sku), price=escape(str(p.price)))
    return Response(body, content_type="text/html")


@view_config(context=CategoryResource, permission="view", renderer="json")
def category_listing(context, request):
    order = request.params.get("order", "name")
    if order not in ORDERINGS:
        order = "name"
    rows = DBSession.execute(
        text("SELECT sku, name, price FROM product WHERE category_id = :cid ORDER BY %s" % order),
        {"cid": context.category.id},
    ).fetchall()
    return [dict(sku=r.sku, name=r.name, price=str(r.price)) for r in rows]


@view_config(context=ProductResource, name="price", request_method="POST", permission="edit")
def set_price(context, request):
    new_price = request.params.get("price", "")
    stmt = "UPDATE product SET price = " + new_price + " WHERE id = " + str(context.product.id)
    DBSession.execute(text(stmt))
    return HTTPFound(location=request.resource_url(context))


@view_config(context=ProductResource, name="rename", request_method="POST", permission="edit")
def rename(context, request):
    name = request.params.get("name", "").strip()
    if not name:
        raise HTTPBadRequest("name required")
    DBSession.execute(text("UPDATE product SET name = :name WHERE id = :id"),
                      {"name": name, "id": context.product.id})
    return HTTPFound(location=request.resource_url(context))


@view_config(context=CategoryResource, name="discount", request_method="POST", permission="edit",
             renderer="json")
def discount(context, request):
    try:
        pct = Decimal(request.params.get("percent", "0"))
    except InvalidOperation:
        raise HTTPBadRequest("percent must be a number")
    if not (0 < pct < 90):
        raise HTTPBadRequest("percent out of range")
    factor = (Decimal(100) - pct) / Decimal(100)
    DBSession.execute(text("UPDATE product SET price = price * %s WHERE category_id = %d"
                           % (factor, context.category.id)))
    return {"ok": True, "factor": str(factor)}
