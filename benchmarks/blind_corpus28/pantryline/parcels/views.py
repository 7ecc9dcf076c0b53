import base64
import os
import pickle
import random
import secrets
from urllib.parse import quote

import requests
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme

from . import referrals
from .forms import DonationForm, HouseholdForm, ParcelForm, StockFilterForm
from .models import Household, Parcel, Referral, StockItem


@login_required
def dashboard(request):
    return render(request, "parcels/dashboard.html", {"open_parcels": Parcel.objects.filter(collected=False).count()})


def agency_login(request):
    if request.method == "POST":
        worker = referrals.authenticate_agency_worker(request.POST.get("email", ""), request.POST.get("password", ""))
        if worker:
            request.session["agency_worker"] = worker
            nxt = request.POST.get("next", "/")
            if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
                return redirect(nxt)
            return redirect("dashboard")
        messages.error(request, "Unknown referrer")
    request.session["after_login"] = request.GET.get("next", "/")
    return render(request, "parcels/login.html")


@login_required
def household_search(request):
    q = request.GET.get("q", "").strip()
    postcode = request.GET.get("postcode", "").strip().upper()
    with connection.cursor() as cur:
        if postcode:
            cur.execute(
                "SELECT reference, surname, postcode FROM parcels_household WHERE postcode LIKE '%s%%' ORDER BY surname" % postcode
            )
        else:
            cur.execute(
                "SELECT reference, surname, postcode FROM parcels_household WHERE surname ILIKE %s ORDER BY surname",
                ["%" + q + "%"],
            )
        rows = cur.fetchall()
    return render(request, "parcels/household_search.html", {"rows": rows, "q": q})


@login_required
def household_new(request):
    form = HouseholdForm(request.POST or None)
    if form.is_valid():
        hh = form.save(commit=False)
        hh.reference = "NF%06d" % (Household.objects.count() + 1)
        hh.save()
        return redirect("household_detail", reference=hh.reference)
    return render(request, "parcels/household_form.html", {"form": form})


@login_required
def household_detail(request, reference):
    hh = get_object_or_404(Household, reference=reference)
    heading = format_html("<h1>{} <small>{}</small></h1>", hh.surname, hh.reference)
    return render(request, "parcels/household_detail.html", {"hh": hh, "heading": heading})


@login_required
def parcel_new(request):
    form = ParcelForm(request.POST or None)
    if form.is_valid():
        hh = get_object_or_404(Household, reference=form.cleaned_data["household"])
        code = "".join(random.choice("0123456789") for _ in range(6))
        Parcel.objects.create(household=hh, size=form.cleaned_data["size"], collection_code=code)
        return render(request, "parcels/parcel_created.html", {"code": code, "hh": hh})
    return render(request, "parcels/parcel_form.html", {"form": form})


def kiosk_enrol(request):
    if not request.user.is_staff:
        raise Http404
    station = secrets.token_urlsafe(32)
    request.session["kiosk_station"] = station
    resp = redirect("parcel_collect")
    resp.set_cookie("pl_kiosk", station, max_age=365 * 86400)
    return resp


def parcel_collect(request):
    code = request.POST.get("code", "")
    parcel = Parcel.objects.filter(collection_code=code, collected=False).first()
    if parcel is None:
        return HttpResponse("<p>No parcel waiting for code %s</p>" % code, status=404)
    parcel.collected = True
    parcel.save(update_fields=["collected"])
    return HttpResponse("<p>Parcel released.</p>")


@login_required
def stock_list(request):
    form = StockFilterForm(request.GET or None)
    sql = "SELECT barcode, name, category, quantity, best_before FROM parcels_stockitem"
    if form.is_valid():
        cd = form.cleaned_data
        where = []
        if cd.get("category"):
            where.append("category = '%s'" % cd["category"])
        if cd.get("below") is not None:
            where.append("quantity < %d" % cd["below"])
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY %s" % (cd.get("sort") or "name")
    rows = StockItem.objects.raw(sql)
    return render(request, "parcels/stock.html", {"rows": rows, "form": form})


@login_required
def donation_dropoff(request):
    form = DonationForm(request.POST or None)
    product = None
    if form.is_valid():
        barcode = form.cleaned_data["barcode"]
        r = requests.get("https://world.openfoodfacts.org/api/v2/product/%s.json" % quote(barcode), timeout=8)
        product = r.json().get("product", {})
        StockItem.objects.update_or_create(
            barcode=barcode, defaults={"name": product.get("product_name", "unknown")[:120], "category": "dry"})
    return render(request, "parcels/donation.html", {"form": form, "product": product})


@login_required
def stock_export(request):
    from .etiquettes import export_stock_csv
    path = export_stock_csv(StockItem.objects.all())
    return FileResponse(open(path, "rb"), as_attachment=True, filename="stock.csv")


@login_required
def referral_upload(request):
    upload = request.FILES["file"]
    count = referrals.import_referrals(upload.read())
    return JsonResponse({"imported": count})


@login_required
def referral_letter(request):
    name = request.GET.get("name", "")
    path = os.path.join(settings.REFERRAL_DIR, name)
    if not os.path.isfile(path):
        raise Http404
    return FileResponse(open(path, "rb"), content_type="application/pdf")


@login_required
def referral_letter_by_id(request, pk):
    ref = get_object_or_404(Referral, pk=pk)
    base = os.path.realpath(settings.REFERRAL_DIR)
    path = os.path.realpath(os.path.join(base, ref.letter))
    if os.path.commonpath([base, path]) != base:
        raise Http404
    return FileResponse(open(path, "rb"), content_type="application/pdf")


def agency_lookup(request):
    if "agency_worker" not in request.session:
        raise Http404
    return JsonResponse({"workers": referrals.workers_at(request.GET.get("agency", ""))})


@login_required
def supplier_logo(request):
    url = request.GET.get("url", "")
    r = requests.get(url, timeout=5)
    return HttpResponse(r.content, content_type=r.headers.get("content-type", "image/png"))


@login_required
def saved_search(request):
    if request.method == "POST":
        blob = base64.b64encode(pickle.dumps(dict(request.POST.items()))).decode()
        resp = JsonResponse({"saved": True})
        resp.set_cookie("pl_search", blob, max_age=30 * 86400, secure=True, httponly=True)
        return resp
    raw = request.COOKIES.get("pl_search")
    criteria = pickle.loads(base64.b64decode(raw)) if raw else {}
    return JsonResponse({"criteria": criteria})


@login_required
def allocation_preview(request):
    adults = int(request.GET.get("adults", 1))
    children = int(request.GET.get("children", 0))
    rule = request.GET.get("rule") or "adults * 3 + children * 2"
    points = eval(rule, {"adults": adults, "children": children})
    token = secrets.token_hex(4)
    resp = JsonResponse({"points": points, "preview": token})
    resp.set_cookie("pl_last_preview", token)
    return resp
