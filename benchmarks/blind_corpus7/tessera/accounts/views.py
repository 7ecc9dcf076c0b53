from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme

from .tokens import create_invite


def login_view(request):
    if request.method == "POST":
        user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
        if user is not None:
            login(request, user)
            nxt = request.POST.get("next") or request.GET.get("next")
            if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
                nxt = "/"
            return HttpResponseRedirect(nxt)
    return render(request, "accounts/login.html")


def switch_language(request):
    lang = request.GET.get("lang", "en")
    response = redirect(request.GET.get("back", "/"))
    response.set_cookie(settings.LANGUAGE_COOKIE_NAME if hasattr(settings, "LANGUAGE_COOKIE_NAME") else "django_language", lang)
    return response


def invite(request):
    if request.method == "POST" and request.user.is_staff:
        inv = create_invite(request.POST["email"])
        return render(request, "accounts/invite_sent.html", {"invite": inv})
    return render(request, "accounts/invite.html")
