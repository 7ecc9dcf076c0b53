from django.conf import settings
from django.contrib.auth import authenticate, login, logout
from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.utils.decorators import method_decorator
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.safestring import mark_safe
from django.views import View

from .models import Profile, ResetToken
from .tokens import make_reset_token


def login_view(request):
    if request.method == "POST":
        user = authenticate(
            request,
            username=request.POST.get("username"),
            password=request.POST.get("password"),
        )
        if user is not None:
            login(request, user)
            nxt = request.POST.get("next", "")
            if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()},
                                               require_https=request.is_secure()):
                return HttpResponseRedirect(nxt)
            return redirect("profile")
    return render(request, "accounts/login.html")


def logout_view(request):
    logout(request)
    return HttpResponseRedirect(request.GET.get("next", "/"))


@method_decorator(login_required, name="dispatch")
class ProfileView(View):
    def get(self, request):
        profile = Profile.objects.get(user=request.user)
        bio = mark_safe(profile.bio)
        return render(request, "accounts/profile.html", {"profile": profile, "bio": bio})

    def post(self, request):
        profile = Profile.objects.get(user=request.user)
        profile.display_name = request.POST.get("display_name", profile.display_name)
        profile.bio = request.POST.get("bio", "")
        profile.save()
        return redirect("profile")


def welcome(request):
    name = request.GET.get("name", "friend")
    html = format_html("<p>Welcome back, <strong>{}</strong>!</p>", name)
    return HttpResponse(html)


def request_reset(request):
    from django.contrib.auth import get_user_model

    email = request.POST.get("email", "")
    user = get_user_model().objects.filter(email=email).first()
    if user is not None:
        token = make_reset_token(user)
        ResetToken.objects.create(user=user, token=token)
        send_mail(
            "Password reset",
            "Use this link: https://ledger.acme-finance.example/reset/%s/" % token,
            settings.DEFAULT_FROM_EMAIL,
            [email],
        )
    return HttpResponse("If the address exists, a message was sent.")
