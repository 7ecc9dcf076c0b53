"""Bulk import of products from an uploaded XML file (editors only)."""
from decimal import Decimal

from lxml import etree
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from catalog.models import DBSession, Product
from catalog.resources import CategoryResource

# Supplier files use a DTD with named entities for currency symbols, so
# the DTD has to be loaded for those to resolve.
IMPORT_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
PREVIEW_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


def _products(doc):
    for node in doc.iter("product"):
        yield {
            "sku": node.findtext("sku"),
            "name": node.findtext("name"),
            "price": Decimal(node.findtext("price") or "0"),
            "description": node.findtext("description") or "",
        }


@view_config(context=CategoryResource, name="import", request_method="POST", permission="edit",
             renderer="json")
def import_products(context, request):
    upload = request.POST.get("file")
    if upload is None or not hasattr(upload, "file"):
        raise HTTPBadRequest("file required")
    doc = etree.parse(upload.file, IMPORT_PARSER)
    count = 0
    for data in _products(doc):
        prod = DBSession.query(Product).filter_by(sku=data["sku"]).first() or Product(sku=data["sku"])
        prod.name, prod.price, prod.description = data["name"], data["price"], data["description"]
        prod.category_id = context.category.id
        DBSession.add(prod)
        count += 1
    return {"imported": count}


@view_config(context=CategoryResource, name="import-preview", request_method="POST", permission="edit",
             renderer="json")
def preview(context, request):
    upload = request.POST.get("file")
    if upload is None or not hasattr(upload, "file"):
        raise HTTPBadRequest("file required")
    doc = etree.parse(upload.file, PREVIEW_PARSER)
    return {"products": [dict(d, price=str(d["price"])) for d in _products(doc)][:20]}
