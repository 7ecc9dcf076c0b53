from django.contrib.auth import authenticate, login, logout
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

THEMES = ("light", "dark", "sepia")


def login_view(request):
    if request.method == "GET":
        return render(request, "accounts/login.html", {"next": request.GET.get("next", "/")})
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "accounts/login.html", {"error": True, "next": request.POST.get("next", "/")})
    login(request, user)
    return HttpResponseRedirect(request.POST.get("next") or "/")


@require_POST
def logout_view(request):
    logout(request)
    target = request.POST.get("next", "/")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        target = "/"
    return HttpResponseRedirect(target)


def set_theme(request):
    theme = request.GET.get("theme")
    if theme not in THEMES:
        theme = "light"
    response = HttpResponseRedirect("/")
    response.set_cookie("shelf_theme", theme, max_age=365 * 24 * 3600)
    return response
