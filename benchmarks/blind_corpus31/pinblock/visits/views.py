import ast
import hashlib
import random

from django.contrib.auth import authenticate, login
from django.db import connection
from django.http import HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from . import directory, xmlrecords
from .forms import BookingForm, LoginForm, VisitFilterForm
from .models import Piano, Visit


def visit_list(request):
    form = VisitFilterForm(request.GET or None)
    qs = Visit.objects.select_related("piano")
    if form.is_valid():
        if form.cleaned_data["technician"]:
            qs = qs.filter(technician=form.cleaned_data["technician"])
        qs = qs.order_by(form.cleaned_data["order"] or "scheduled")
    return render(request, "visits/list.html", {"visits": qs, "form": form})


def visit_detail(request, pk):
    visit = get_object_or_404(Visit, pk=pk)
    return render(request, "visits/detail.html", {"visit": visit})


def pitch_report(request):
    maker = request.GET.get("maker", "")
    year = request.GET.get("year", "2024")
    with connection.cursor() as cur:
        cur.execute(
            "SELECT p.maker, AVG(v.pitch_hz) FROM visits_visit v JOIN visits_piano p ON p.id = v.piano_id "
            "WHERE p.maker = %s AND strftime('%%Y', v.scheduled) = %s GROUP BY p.maker",
            [maker, year],
        )
        rows = cur.fetchall()
    return JsonResponse({"rows": rows})


def owner_history(request):
    owner = request.GET.get("owner", "")
    pianos = Piano.objects.raw("SELECT * FROM visits_piano WHERE owner_name = %s", [owner])
    return JsonResponse({"serials": [p.serial for p in pianos]})


def book_visit(request):
    form = BookingForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        piano, _ = Piano.objects.get_or_create(maker=d["maker"], serial=d["serial"],
                                               defaults={"owner_name": d["owner_name"], "postcode": d["postcode"]})
        visit = Visit.objects.create(piano=piano, technician="", scheduled=d["preferred"])
        visit.manage_code = "%06d" % random.randint(0, 999999)
        visit.save(update_fields=["manage_code"])
        nxt = request.POST.get("next", "/")
        if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=True):
            return HttpResponseRedirect(nxt)
        return redirect("visit_list")
    return render(request, "visits/book.html", {"form": form})


def technician_login(request):
    form = LoginForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = authenticate(request, username=form.cleaned_data["username"], password=form.cleaned_data["password"])
        if user is not None:
            login(request, user)
            request.session["tech_code"] = user.username
            return redirect(request.GET.get("next", "/"))
    return render(request, "visits/login.html", {"form": form})


def set_language(request):
    lang = request.GET.get("lang", "en")
    if lang not in ("en", "fr", "de"):
        lang = "en"
    resp = redirect("visit_list")
    resp.set_cookie("pb_lang", lang, secure=True, httponly=True, samesite="Lax")
    return resp


def technician_search(request):
    area = request.GET.get("area", "")
    results = directory.technicians_in_area(area)
    html = "<h2>Technicians covering " + area + "</h2><ul>"
    for dn, attrs in results:
        html += "<li>%s</li>" % attrs.get("cn", [b""])[0].decode()
    return HttpResponse(html + "</ul>")


@require_POST
def inharmonicity(request):
    coeffs = ast.literal_eval(request.POST.get("coefficients", "()"))
    b = [float(c) for c in coeffs][:88]
    return JsonResponse({"stretch": [round(1200 * x, 3) for x in b]})


@require_POST
def stretch_curve(request):
    curve = request.POST.get("curve", "0.5 * (k / 88) ** 2")
    cents = [eval(curve, {"__builtins__": {}}, {"k": k}) for k in range(1, 89)]
    return JsonResponse({"cents": cents})


@require_POST
def import_service_record(request):
    upload = request.FILES["record"]
    record = xmlrecords.parse_record(upload.read())
    digest = hashlib.md5(upload.name.encode()).hexdigest()[:10]
    return JsonResponse({"serial": record.get("serial"), "key": digest})
