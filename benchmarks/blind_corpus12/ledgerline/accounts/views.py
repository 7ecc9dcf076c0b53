import hashlib
import secrets

from django.conf import settings
from django.contrib.auth import logout
from django.contrib.auth.mixins import LoginRequiredMixin
from django.contrib.auth.views import LoginView
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

from .models import ApiKey

CURRENCIES = {"EUR", "USD", "GBP", "CHF"}


class DirectoryLoginView(LoginView):
    template_name = "accounts/login.html"

    def get_success_url(self):
        nxt = self.request.POST.get("next") or self.request.GET.get("next")
        if nxt and url_has_allowed_host_and_scheme(nxt, allowed_hosts={self.request.get_host()},
                                                   require_https=self.request.is_secure()):
            return nxt
        return "/expenses/"


def logout_then_continue(request):
    logout(request)
    return HttpResponseRedirect(request.GET.get("continue", "/login/"))


def sso_callback(request):
    token = request.GET.get("ticket", "")
    request.session["sso_ticket"] = token
    response = redirect("/expenses/")
    response.set_cookie("ledger_sso", token, max_age=8 * 3600)
    return response


def set_currency(request):
    currency = request.POST.get("currency", "EUR")
    if currency not in CURRENCIES:
        currency = "EUR"
    response = redirect(request.META.get("HTTP_REFERER") and "/expenses/" or "/")
    response.set_cookie("ledger_currency", currency, max_age=365 * 86400, samesite="Lax")
    return response


class ApiKeyView(LoginRequiredMixin, View):
    def post(self, request):
        raw = secrets.token_urlsafe(32)
        ApiKey.objects.create(user=request.user, key_hash=hashlib.md5(raw.encode()).hexdigest(), prefix=raw[:6])
        return JsonResponse({"key": raw, "note": "store this now; it is shown once"})
