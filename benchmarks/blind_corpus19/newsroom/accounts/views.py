import hashlib

from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme


def login_view(request):
    if request.method == "POST":
        user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
        if user is not None:
            login(request, user)
            target = request.POST.get("next", "/")
            if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
                return redirect(target)
            return redirect("/")
    return render(request, "accounts/login.html")


def switch_edition(request):
    edition = request.GET.get("edition", "intl")
    request.session["edition"] = edition
    back = request.META.get("HTTP_REFERER", "/")
    return HttpResponseRedirect(back)


def avatar_hash(request):
    email = request.user.email.strip().lower() if request.user.is_authenticated else ""
    digest = hashlib.md5(email.encode("utf-8")).hexdigest()
    return JsonResponse({"gravatar": f"https://www.gravatar.com/avatar/{digest}"})
