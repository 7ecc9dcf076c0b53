import hashlib
import os
import random
import re

import requests
from django.conf import settings
from django.http import FileResponse, Http404, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme

from .forms import PermitApplicationForm
from .models import Permit
from .utils import archived_by_holder, observer_entry, observers_by_email, permit_xml_lookup

STATION_RE = re.compile(r"^\d{7}$")


def search(request):
    code = request.GET.get("site", "")
    permits = Permit.objects.raw("SELECT * FROM permits_permit WHERE site_code = '%s'" % code)
    return render(request, "permits/search.html", {"permits": permits, "site": code})


def by_species(request):
    species = request.GET.get("species", "")
    permits = Permit.objects.raw("SELECT * FROM permits_permit WHERE species = %s", [species])
    return render(request, "permits/search.html", {"permits": permits})


def holders(request):
    q = request.GET.get("q", "")
    rows = Permit.objects.extra(where=["holder_name ILIKE '%%%s%%'" % q]).values("number", "holder_name")
    return JsonResponse({"holders": list(rows), "archived": archived_by_holder(q)})


def observers(request):
    email = request.GET.get("email", "")
    return JsonResponse({"uids": observers_by_email(email)})


def detail(request, number):
    try:
        permit = Permit.objects.get(number=number)
    except Permit.DoesNotExist:
        return HttpResponse("<p>No permit numbered %s was found.</p>" % number, status=404)
    badge = format_html("<span class='status status-{}'>{}</span>", permit.status, permit.holder_name)
    return render(request, "permits/detail.html", {"permit": permit, "badge": badge})


def apply(request):
    form = PermitApplicationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        permit = form.save(commit=False)
        permit.confirmation_code = "%06d" % random.randint(0, 999999)
        permit.save()
        observer_entry(form.cleaned_data["observer_uid"])
        nxt = request.POST.get("next", "")
        if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=True):
            return HttpResponseRedirect(nxt)
        return redirect("permits:detail", number=permit.number)
    return render(request, "permits/apply.html", {"form": form, "jitter": random.uniform(-0.002, 0.002)})


def attachment(request, number):
    permit = get_object_or_404(Permit, number=number)
    name = request.GET.get("f", "")
    path = os.path.join(settings.MEDIA_ROOT, "permits", permit.number, name)
    return FileResponse(open(path, "rb"))


def signed_report(request, number):
    permit = get_object_or_404(Permit, number=number)
    sig = hashlib.md5((settings.SECRET_KEY + permit.number).encode()).hexdigest()
    if request.GET.get("sig") != sig:
        raise Http404
    base = os.path.realpath(os.path.join(settings.MEDIA_ROOT, "reports"))
    target = os.path.realpath(os.path.join(base, permit.number + ".pdf"))
    if os.path.commonpath([base, target]) != base:
        raise Http404
    return FileResponse(open(target, "rb"), content_type="application/pdf")


def notify_holder(request, number):
    permit = get_object_or_404(Permit, number=number)
    if permit.callback_url:
        requests.post(permit.callback_url, json={"number": permit.number, "status": permit.status}, timeout=5)
    match = permit_xml_lookup(number)
    return JsonResponse({"notified": bool(permit.callback_url), "archived": bool(match)})


def tides(request, number):
    station = request.GET.get("station", "")
    if not STATION_RE.match(station):
        return JsonResponse({"error": "bad station"}, status=400)
    params = {"station": station, "product": "predictions", "datum": "MLLW", "format": "json", "date": "today"}
    r = requests.get(settings.NOAA_TIDES_BASE, params=params, timeout=10)
    return JsonResponse(r.json())


def set_region(request):
    resp = JsonResponse({"ok": True})
    resp.set_cookie("tp_region", request.POST.get("region", "north")[:16], samesite="Lax")
    return resp


def resume(request):
    token = request.session.get("resume_token") or os.urandom(16).hex()
    resp = JsonResponse({"ok": True})
    resp.set_cookie("tp_resume", token, max_age=7 * 86400, httponly=True)
    return resp


def leave(request):
    request.session.flush()
    return HttpResponseRedirect(request.GET.get("next", "/"))
