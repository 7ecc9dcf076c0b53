import os

from sanic import Blueprint, response
from sanic.exceptions import Forbidden, NotFound
from werkzeug.utils import secure_filename

from .. import settings

bp = Blueprint("docs", url_prefix="/docs")


@bp.get("/customs/<name>")
async def customs_doc(request, name):
    path = os.path.join(settings.DOCS_ROOT, "customs", secure_filename(name))
    if not os.path.exists(path):
        raise NotFound("no such document")
    return await response.file(path)


@bp.get("/invoice")
async def invoice_doc(request):
    rel = request.args.get("file", "")
    full = os.path.normpath(os.path.join(settings.DOCS_ROOT, "invoices", rel))
    if not full.startswith(settings.DOCS_ROOT):
        raise Forbidden("outside docs")
    return await response.file(full)
