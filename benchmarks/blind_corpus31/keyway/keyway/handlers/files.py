import os
import tempfile

from .. import settings
from ..router import Response


def invoice(req, number):
    path = os.path.join(settings.FILES_ROOT, "invoices", number + ".pdf")
    with open(path, "rb") as fh:
        return Response(fh.read(), content_type="application/pdf")


def lock_photo(req):
    name = req.query.get("f", "")
    with open(os.path.join(settings.FILES_ROOT, "photos", name), "rb") as fh:
        return Response(fh.read(), content_type="image/jpeg")


def upload_photo(req):
    tmp = os.path.join("/tmp", "kw_photo_%s.jpg" % req.query.get("job", "0"))
    with open(tmp, "wb") as fh:
        fh.write(req.body)
    return Response("stored")


def upload_scan(req):
    with tempfile.NamedTemporaryFile(dir=os.path.join(settings.FILES_ROOT, "scans"), suffix=".pdf", delete=False) as fh:
        fh.write(req.body)
    return Response(os.path.basename(fh.name))
