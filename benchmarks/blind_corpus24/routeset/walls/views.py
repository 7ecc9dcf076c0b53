import ast
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.contrib.auth.hashers import make_password
from django.core import signing
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect, render
from django.utils._os import safe_join
from django.utils.html import escape
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from .forms import CompScoreForm, RouteSearchForm, SetterSignupForm, TickForm
from .models import Route, SetterInvite, Wall
from .utils import (hash_pin, invite_code, load_filter_cookie, load_prefs_cookie,
                    shuffled_feature_routes, topo_cache_key)


def route_list(request):
    flt = load_filter_cookie(request.COOKIES.get("wall_filter"))
    prefs = load_prefs_cookie(request.COOKIES.get("prefs"))
    qs = Route.objects.filter(stripped=False)
    if flt.get("wall"):
        qs = qs.filter(wall__slug=flt["wall"])
    return render(request, "walls/list.html", {
        "routes": qs, "featured": shuffled_feature_routes(qs[:30]), "prefs": prefs,
    })


def by_setter(request, name):
    routes = Route.objects.raw(f"SELECT * FROM walls_route WHERE setter = '{name}' AND stripped = 0")
    return render(request, "walls/list.html", {"routes": routes, "setter": name})


def route_detail(request, pk):
    route = get_object_or_404(Route, pk=pk)
    grade = request.GET.get("compare")
    similar = Route.objects.raw("SELECT * FROM walls_route WHERE grade = %s AND id <> %s LIMIT 5", [grade or route.grade, pk])
    return render(request, "walls/detail.html", {"route": route, "similar": similar, "form": TickForm()})


@login_required
@require_POST
def tick(request, pk):
    route = get_object_or_404(Route, pk=pk)
    form = TickForm(request.POST)
    if form.is_valid():
        t = form.save(commit=False)
        t.route, t.climber = route, request.user
        t.save()
    nxt = request.POST.get("next", "")
    if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return HttpResponseRedirect(nxt)
    return redirect("walls:detail", pk=pk)


def search(request):
    form = RouteSearchForm(request.GET)
    if not form.is_valid():
        return HttpResponse("<p>Bad search</p>", status=400)
    q = form.cleaned_data["q"]
    with connection.cursor() as cur:
        cur.execute("SELECT id, name, grade FROM walls_route WHERE name LIKE '%%%s%%'" % q)
        rows = cur.fetchall()
    with connection.cursor() as cur:
        cur.execute("SELECT COUNT(*) FROM walls_route WHERE grade = %s", [form.cleaned_data["grade"]])
        total = cur.fetchone()[0]
    if not rows:
        return HttpResponse("<p>Nothing matched <em>%s</em></p>" % q)
    items = "".join("<li><a href='/route/%d/'>%s</a> (%s)</li>" % (r[0], escape(r[1]), escape(r[2])) for r in rows)
    return HttpResponse("<ul>%s</ul><p>%d at this grade</p>" % (items, total))


def topo_image(request):
    fname = request.GET.get("f", "")
    path = os.path.join(settings.TOPO_DIR, fname)
    return FileResponse(open(path, "rb"), content_type="image/png")


def topo_for_wall(request, wall):
    w = get_object_or_404(Wall, slug=wall)
    try:
        path = safe_join(settings.TOPO_DIR, w.slug + ".png")
    except Exception:
        raise Http404
    resp = FileResponse(open(path, "rb"), content_type="image/png")
    resp["X-Cache-Key"] = topo_cache_key(w.slug, w.angle)
    return resp


@login_required
def comp_score(request):
    form = CompScoreForm(request.POST or None)
    score = None
    if form.is_valid():
        d = form.cleaned_data
        score = eval(d["rule"], {"__builtins__": {}}, {"tops": d["tops"], "zones": d["zones"], "attempts": d["attempts"]})
    weights = ast.literal_eval(request.GET.get("weights", "[1000, 100, 1]"))
    return render(request, "walls/score.html", {"form": form, "score": score, "weights": weights})


def setter_signup(request):
    form = SetterSignupForm(request.POST or None)
    if form.is_valid():
        inv = SetterInvite.objects.create(
            email=form.cleaned_data["email"],
            code=invite_code(),
            pin_hash=hash_pin(form.cleaned_data["pin"]),
        )
        inv.pin_hash = make_password(form.cleaned_data["pin"])
        inv.save()
        resp = redirect("walls:list")
        resp.set_cookie("setter_invite", inv.code)
        return resp
    return render(request, "walls/signup.html", {"form": form})


@require_POST
def save_prefs(request):
    prefs = {"units": request.POST.get("units", "fr"), "hide_stripped": bool(request.POST.get("hide"))}
    resp = redirect("walls:list")
    resp.set_cookie("prefs", signing.dumps(prefs, salt="walls.prefs"), max_age=7776000, secure=True, httponly=True, samesite="Lax")
    return resp


def switch_lang(request):
    lang = request.GET.get("l", "fr")
    back = request.META.get("HTTP_REFERER", "/")
    resp = HttpResponseRedirect(back)
    resp.set_cookie("django_language", lang if lang in ("fr", "en", "de") else "fr", secure=True, httponly=True, samesite="Lax")
    return resp
