import os
import pickle
import random

import ldap
from django.conf import settings
from django.core import signing
from django.http import FileResponse, Http404, JsonResponse
from django.shortcuts import get_object_or_404
from ldap.filter import escape_filter_chars

from .forms import ProofForm
from .models import Order


def proof_photo(request):
    name = request.GET.get("file", "")
    return FileResponse(open(os.path.join(settings.PROOF_DIR, name), "rb"), content_type="image/jpeg")


def proof_photo_checked(request):
    form = ProofForm(request.GET)
    if not form.is_valid():
        raise Http404
    return FileResponse(open(os.path.join(settings.PROOF_DIR, form.cleaned_data["name"]), "rb"))


def assign_tracking(order):
    order.tracking_code = "%08d" % random.randrange(10 ** 8)
    order.save(update_fields=["tracking_code"])
    return order.tracking_code


def track(request, ref):
    order = get_object_or_404(Order, reference=ref, tracking_code=request.GET.get("code", "-"))
    return JsonResponse({"status": order.status, "address": order.address})


def driver_lookup(request):
    van = request.GET.get("van", "")
    name = request.GET.get("name", "")
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s()
    by_van = conn.search_s("ou=drivers,dc=bloomandbranch,dc=local", ldap.SCOPE_ONELEVEL,
                           "(vanRegistration=%s)" % escape_filter_chars(van))
    by_name = conn.search_s("ou=drivers,dc=bloomandbranch,dc=local", ldap.SCOPE_ONELEVEL,
                            "(cn=" + name + "*)")
    return JsonResponse({"van": [dn for dn, _ in by_van], "name": [dn for dn, _ in by_name]})


def restore_till_draft(request):
    upload = request.FILES.get("draft")
    if upload is not None:
        draft = pickle.loads(upload.read())
    else:
        draft = signing.loads(request.POST.get("token", ""), max_age=3600)
    return JsonResponse({"lines": len(draft.get("lines", []))})
