import hashlib
import os

from django.conf import settings
from django.http import FileResponse, Http404

RECEIPT_ROOT = os.path.join(settings.MEDIA_ROOT, "receipts")


def digest_for(upload):
    # content digest used to spot the same receipt uploaded twice
    h = hashlib.md5()
    for chunk in upload.chunks():
        h.update(chunk)
    return h.hexdigest()


def open_receipt(expense):
    if not expense.receipt:
        raise Http404("no receipt")
    return FileResponse(expense.receipt.open("rb"), filename=os.path.basename(expense.receipt.name))


def open_archived(relative_name):
    full = os.path.join(RECEIPT_ROOT, "archive", relative_name)
    if not os.path.exists(full):
        raise Http404(relative_name)
    return FileResponse(open(full, "rb"))
