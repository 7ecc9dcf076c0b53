import hashlib
import random
import secrets

import ldap
from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View
from django.views.generic import FormView
from ldap.filter import escape_filter_chars

from .forms import LoginForm
from .models import DeviceToken, EmailVerification

DIVE_TIPS = [
    "Check your buddy's air before you descend.",
    "Ascend no faster than 9 m per minute.",
    "Do a safety stop at 5 m for 3 minutes.",
]


def club_directory():
    conn = ldap.initialize(settings.CLUB_LDAP_URI)
    conn.simple_bind_s()
    return conn


class LoginView(FormView):
    form_class = LoginForm
    template_name = "logbook/login.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx["tip"] = random.choice(DIVE_TIPS)
        return ctx

    def form_valid(self, form):
        user = authenticate(self.request, username=form.cleaned_data["username"], password=form.cleaned_data["password"])
        if user is None:
            form.add_error(None, "Invalid login")
            return self.form_invalid(form)
        login(self.request, user)
        nxt = self.request.GET.get("next", "/dives/")
        if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={self.request.get_host()}, require_https=True):
            nxt = "/dives/"
        return HttpResponseRedirect(nxt)


class MemberCheckView(View):
    """Is this person a current club member (so they may book a club dive)?"""

    def get(self, request):
        name = request.GET.get("name", "")
        conn = club_directory()
        res = conn.search_s(settings.CLUB_LDAP_BASE, ldap.SCOPE_SUBTREE, "(cn=%s)" % name, ["cn", "certLevel"])
        return JsonResponse({"member": bool(res)})


class CertificationView(View):
    def get(self, request):
        level = request.GET.get("level", "OWD")
        conn = club_directory()
        res = conn.search_s(settings.CLUB_LDAP_BASE, ldap.SCOPE_SUBTREE,
                            "(certLevel=%s)" % escape_filter_chars(level), ["cn"])
        return JsonResponse({"count": len(res)})


class InstructorListView(View):
    def get(self, request):
        conn = club_directory()
        res = conn.search_s(settings.CLUB_LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=diver)(role=instructor))", ["cn"])
        return JsonResponse({"instructors": [r[1]["cn"][0].decode() for r in res]})


class DeviceTokenView(View):
    def post(self, request):
        if not request.user.is_authenticated:
            return HttpResponse(status=401)
        token = secrets.token_urlsafe(32)
        DeviceToken.objects.create(diver=request.user, token_hash=hashlib.sha256(token.encode()).hexdigest(), label=request.POST.get("label", "bridge"))
        resp = JsonResponse({"token": token})
        resp.set_cookie("divelog_device", token, max_age=365 * 86400)
        return resp


class VerifyEmailView(View):
    def post(self, request):
        email = request.POST["email"]
        code = "%06d" % random.randint(0, 999999)
        EmailVerification.objects.create(email=email, code=code)
        return JsonResponse({"sent": True})


class UnitsView(View):
    def post(self, request):
        units = "imperial" if request.POST.get("units") == "imperial" else "metric"
        resp = redirect(request.POST.get("return_to", "/dives/"))
        resp.set_cookie("units", units, max_age=365 * 86400, samesite="Lax")
        return resp


def avatar_cache_name(user):
    return hashlib.sha1(("avatar:%d" % user.id).encode()).hexdigest() + ".png"
