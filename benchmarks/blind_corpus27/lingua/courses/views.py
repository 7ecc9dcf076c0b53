import os

from django.conf import settings
from django.http import FileResponse, HttpResponse, HttpResponseRedirect, Http404
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.safestring import mark_safe

from .services.certificates import certificate_pdf


def switch_language(request):
    lang = request.GET.get("lang", "en")
    resp = HttpResponseRedirect(request.META.get("HTTP_REFERER", "/"))
    resp.set_cookie("django_language", lang[:5], secure=True, httponly=True, samesite="Lax")
    return resp


def after_login(request):
    nxt = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=True):
        nxt = "/"
    resp = HttpResponseRedirect(nxt)
    resp.set_cookie("lingua_student", request.GET.get("student", ""), max_age=30 * 86400)
    return resp


def welcome(request):
    name = request.GET.get("name", "student")
    banner = format_html("<h1>Welcome, {}!</h1>", name)
    tip = mark_safe("<p>Tip of the day: " + request.GET.get("tip", "") + "</p>")
    return HttpResponse(banner + tip)


def course_badge(request):
    level = request.GET.get("level", "A1")
    return HttpResponse(format_html("<span class='badge'>{}</span>", level))


def handout(request):
    name = request.GET.get("name", "")
    if name not in HANDOUTS:
        raise Http404
    return FileResponse(open(os.path.join(settings.BASE_DIR, "handouts", HANDOUTS[name]), "rb"))


HANDOUTS = {"a1-verbs": "a1_verbs.pdf", "b2-idioms": "b2_idioms.pdf"}


def certificate(request, code):
    return FileResponse(certificate_pdf(code), content_type="application/pdf")


def resource_file(request):
    name = request.GET.get("f", "")
    full = os.path.normpath(os.path.join(settings.BASE_DIR, "resources", name))
    if not full.startswith(str(settings.BASE_DIR / "resources") + os.sep):
        raise Http404
    return FileResponse(open(full, "rb"))
