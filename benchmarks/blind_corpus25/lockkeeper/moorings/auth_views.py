import hashlib
import random

from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import redirect
from django.utils.crypto import get_random_string
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from .directory import boater_by_index, boaters_on_waterway
from .models import Permit


@require_POST
def login_view(request):
    index_number = request.POST.get("index", "")
    if not boater_by_index(index_number):
        return JsonResponse({"error": "unknown boat"}, status=403)
    request.session["index"] = index_number
    nxt = request.POST.get("next", "/")
    if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        response = HttpResponseRedirect(nxt)
    else:
        response = redirect("/")
    response.set_cookie("lk_index", index_number, secure=True, httponly=True, samesite="Lax")
    return response


def logout_view(request):
    request.session.flush()
    return HttpResponseRedirect(request.GET.get("next", "/"))


@require_POST
def hand_off(request):
    """Issue a mooring-gate PIN and send the boater on to the partner marina site."""
    permit = Permit.objects.get(pk=int(request.POST["permit"]))
    pin = "%04d" % random.randint(0, 9999)
    permit.pin_hash = hashlib.md5(pin.encode()).hexdigest()
    permit.save(update_fields=["pin_hash"])
    response = redirect(request.POST.get("return_url", "/"))
    response.set_cookie("lk_gate_pin", pin, max_age=3600)
    return response


@require_POST
def rotate_pin(request, pk):
    permit = Permit.objects.get(pk=pk)
    pin = get_random_string(6, allowed_chars="0123456789")
    permit.pin_hash = make_password(pin)
    permit.save(update_fields=["pin_hash"])
    response = redirect("permit-detail", pk=permit.pk)
    response.set_signed_cookie("lk_last_rotation", str(permit.pk), salt="rotation", secure=True, httponly=True, samesite="Strict")
    return response


def prefs_view(request):
    waterway = request.GET.get("waterway", "")
    return JsonResponse({"neighbours": boaters_on_waterway(waterway), "api": settings.CANAL_TRUST_API})
