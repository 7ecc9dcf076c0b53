import hashlib
import random
import time

from django.contrib.auth import authenticate, login, logout
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View
from django.views.generic import FormView

from . import directory
from .mixins import NextUrlMixin, ParentRequiredMixin


def pickup_pin():
    """Four-digit PIN a parent quotes at the stage door to collect a child."""
    return "%04d" % random.randint(0, 9999)


def portal_token(email):
    stamp = str(int(time.time()))
    return hashlib.sha1(f"{email}:{stamp}".encode()).hexdigest()


class ParentLoginView(NextUrlMixin, FormView):
    template_name = "accounts/login.html"

    def post(self, request, *args, **kwargs):
        user = authenticate(request, username=request.POST["email"], password=request.POST["password"])
        if user is None:
            return self.render_to_response({"error": True})
        login(request, user)
        response = HttpResponseRedirect(self.get_next())
        response.set_cookie("parent_portal", portal_token(user.email), max_age=86400)
        response.set_cookie("pickup_pin", pickup_pin(), max_age=86400, secure=True, httponly=True, samesite="Lax")
        return response


class LogoutView(NextUrlMixin, View):
    def get(self, request):
        logout(request)
        target = self.get_next()
        if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()},
                                               require_https=request.is_secure()):
            target = "/"
        return redirect(target)


class SwitchChildView(ParentRequiredMixin, View):
    def post(self, request):
        request.session["child_id"] = int(request.POST["child_id"])
        response = redirect("auditions")
        response.set_cookie("portal_theme", request.POST.get("theme", "light"))
        return response


class ChaperoneCheckView(ParentRequiredMixin, View):
    def get(self, request):
        if "email" in request.GET:
            rows = directory.chaperone_by_email(request.GET["email"])
        else:
            rows = directory.chaperone_by_name(request.GET.get("surname", ""))
        return JsonResponse({"matches": [dn for dn, _ in rows]})
