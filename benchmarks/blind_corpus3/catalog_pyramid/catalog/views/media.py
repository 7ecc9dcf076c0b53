import mimetypes
import os

from pyramid.httpexceptions import HTTPForbidden, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from catalog.resources import ProductResource, Root

MEDIA_ROOT = os.environ.get("CATALOG_MEDIA", "/srv/catalog/media")
SPEC_SHEETS = os.path.join(MEDIA_ROOT, "specs")


def _inside(base, candidate):
    base = os.path.realpath(base)
    candidate = os.path.realpath(candidate)
    return os.path.commonpath([base, candidate]) == base


@view_config(context=Root, name="media", permission="view")
def media(request):
    """Product images: /media?file=shoes/red-sneaker.jpg"""
    rel = request.params.get("file", "")
    full = os.path.join(MEDIA_ROOT, rel)
    if not os.path.isfile(full):
        raise HTTPNotFound()
    return FileResponse(full, request=request, content_type=mimetypes.guess_type(full)[0])


@view_config(context=Root, name="spec", permission="view")
def spec_sheet(request):
    """PDF spec sheets: /spec?name=acme/x100.pdf"""
    name = request.params.get("name", "")
    full = os.path.join(SPEC_SHEETS, name)
    if not _inside(SPEC_SHEETS, full):
        raise HTTPForbidden()
    if not os.path.isfile(full):
        raise HTTPNotFound()
    return FileResponse(full, request=request, content_type="application/pdf")


@view_config(context=ProductResource, name="image", permission="view")
def product_image(context, request):
    if not context.product.image:
        raise HTTPNotFound()
    full = os.path.join(MEDIA_ROOT, "products", context.product.image)
    return FileResponse(full, request=request, content_type=mimetypes.guess_type(full)[0])
