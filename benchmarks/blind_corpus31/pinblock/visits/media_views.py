import base64
import json
import os
import subprocess
import tempfile

import requests
from django.conf import settings
from django.http import FileResponse, HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

from . import xmlrecords

_MANUAL_HOSTS = {"archive.pianomakers.org", "docs.steinway-parts.example"}


def soundboard_photo(request):
    root = os.path.realpath(settings.SOUNDBOARD_ROOT)
    path = os.path.realpath(os.path.join(root, request.GET.get("name", "")))
    if not path.startswith(root + os.sep):
        return HttpResponseBadRequest()
    return FileResponse(open(path, "rb"))


@require_POST
def upload_recording(request):
    upload = request.FILES["audio"]
    fd, path = tempfile.mkstemp(suffix=".wav")
    with os.fdopen(fd, "wb") as fh:
        for chunk in upload.chunks():
            fh.write(chunk)
    note = request.POST.get("note", "A4")
    out = subprocess.run("aubiopitch -i %s | grep %s" % (path, note), shell=True, capture_output=True, text=True)
    return JsonResponse({"pitch": out.stdout.strip()})


@require_POST
def fetch_manual(request):
    url = request.POST.get("url", "")
    resp = requests.get(url, timeout=10)
    sheet = xmlrecords.parse_manufacturer_sheet(resp.content)
    gauges = xmlrecords.string_gauges(sheet, request.POST.get("note", "A4"))
    return JsonResponse({"gauges": gauges})


def dealer_stock(request):
    serial = "".join(ch for ch in request.GET.get("serial", "") if ch.isalnum())
    resp = requests.get("https://archive.pianomakers.org/serials/%s.json" % serial, timeout=10)
    return JsonResponse(resp.json())


def restore_basket(request):
    raw = request.COOKIES.get("pb_basket", "")
    if not raw:
        return HttpResponseBadRequest()
    basket = json.loads(base64.b64decode(raw).decode())
    return JsonResponse(basket)
