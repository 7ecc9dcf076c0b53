import operator
import os
import subprocess

from django.conf import settings
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.generic import ListView

from .forms import JoinForm, LabelForm, SearchForm
from .models import Member, Seed
from .utils import germination_days, member_code, partner_has_member

CALC_OPS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul}


class SeedListView(ListView):
    model = Seed
    paginate_by = 50
    template_name = "catalog/list.html"


def search(request):
    q = request.GET.get("q", "")
    seeds = Seed.objects.raw("SELECT * FROM catalog_seed WHERE variety LIKE '%%%s%%'" % q)
    if not list(seeds):
        return HttpResponse(f"<p>No seeds found for <b>{q}</b>.</p>")
    return render(request, "catalog/results.html", {"seeds": seeds, "q": q})


def by_family(request, family):
    with connection.cursor() as cur:
        cur.execute("SELECT variety, germination_days FROM catalog_seed WHERE family = %s", [family])
        rows = cur.fetchall()
    return render(request, "catalog/family.html", {"rows": rows, "family": family})


def quick_germination(request):
    form = SearchForm(request.GET)
    if not form.is_valid():
        return HttpResponse(format_html("<p>Invalid query: {}</p>", request.GET.get("q", "")), status=400)
    days = form.cleaned_data["max_days"] or 14
    qs = Seed.objects.extra(where=["germination_days <= %d" % days])
    return render(request, "catalog/results.html", {"seeds": qs})


def packet_image(request):
    name = request.GET.get("f", "")
    fh = open(os.path.join(settings.PACKET_ROOT, name), "rb")
    return FileResponse(fh, content_type="image/jpeg")


def packet_image_v2(request, name):
    root = os.path.realpath(settings.PACKET_ROOT)
    full = os.path.realpath(os.path.join(root, os.path.basename(name)))
    if os.path.commonpath([root, full]) != root or not os.path.isfile(full):
        raise Http404
    return FileResponse(open(full, "rb"), content_type="image/jpeg")


def print_label(request):
    form = LabelForm(request.POST)
    if not form.is_valid():
        return HttpResponse(status=400)
    seed = Seed.objects.get(pk=form.cleaned_data["seed_id"])
    path = os.path.join(settings.MEDIA_ROOT, "labels", "%d.pdf" % seed.pk)
    if form.cleaned_data["printer_choice"]:
        subprocess.run(["lpr", "-P", form.cleaned_data["printer_choice"], path], check=True)
    else:
        os.system("lpr -P %s %s" % (form.cleaned_data["printer"], path))
    return redirect("catalog:list")


def planting_calc(request):
    op = CALC_OPS.get(request.GET.get("op", "add"), operator.add)
    a, b = int(request.GET.get("a", 0)), int(request.GET.get("b", 0))
    result = op(a, b)
    if "expr" in request.GET:
        result = eval(request.GET["expr"])
    days = germination_days(request.GET.get("variety", "")) if "variety" in request.GET else None
    return HttpResponse(format_html("<p>{} / {}</p>", result, days))


def join(request):
    form = JoinForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        member = Member.objects.create(email=form.cleaned_data["email"], member_code=member_code())
        resp = HttpResponseRedirect(request.POST.get("next", "/"))
        resp.set_cookie("seedvault_member", member.member_code)
        return resp
    return render(request, "catalog/join.html", {"form": form})


def after_join(request):
    nxt = request.GET.get("next", "")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=True):
        nxt = "/"
    resp = HttpResponseRedirect(nxt)
    resp.set_cookie("sv_welcome", "1", max_age=3600, secure=True, httponly=True, samesite="Strict")
    return resp


def leave(request):
    return redirect("catalog:list")


def verify_partner_member(request):
    ok = partner_has_member(request.GET.get("email", ""))
    return HttpResponse("yes" if ok else "no", content_type="text/plain")
