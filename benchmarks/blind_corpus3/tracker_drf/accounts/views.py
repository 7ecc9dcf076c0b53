import random
import secrets

from django.conf import settings
from django.contrib.auth import authenticate, login
from django.core.mail import send_mail
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods

from accounts.models_cache import store_reset_code


@require_http_methods(["GET", "POST"])
def login_view(request):
    if request.method == "GET":
        return render(request, "accounts/login.html", {"next": request.GET.get("next", "/")})
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "accounts/login.html", {"error": True}, status=401)
    login(request, user)
    nxt = request.POST.get("next", "/")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        nxt = "/"
    return HttpResponseRedirect(nxt)


def sso_return(request):
    """The corporate SSO portal sends users back here with ?to=<where they were>."""
    if not request.user.is_authenticated:
        return HttpResponseRedirect(settings.LOGIN_URL if hasattr(settings, "LOGIN_URL") else "/accounts/login/")
    return HttpResponseRedirect(request.GET.get("to", "/"))


@require_http_methods(["POST"])
def request_reset(request):
    email = request.POST.get("email", "").strip().lower()
    if "@" not in email:
        return HttpResponseBadRequest("email required")
    code = "%06d" % random.randint(0, 999999)
    store_reset_code(email, code, ttl=900)
    send_mail("Your tracker reset code", "Code: %s (valid 15 minutes)" % code,
              "noreply@example.net", [email], fail_silently=True)
    request_id = secrets.token_hex(8)
    return render(request, "accounts/reset_sent.html", {"request_id": request_id})


def shuffle_tips(tips):
    """Login page shows the "did you know" tips in a random order."""
    tips = list(tips)
    random.shuffle(tips)
    return tips[:3]
