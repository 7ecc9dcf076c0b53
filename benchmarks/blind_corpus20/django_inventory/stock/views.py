import secrets

import requests
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme

from . import feeds, pricing
from .forms import DimensionsForm, FeedUploadForm, ItemImageForm, PricingRuleForm, clean_sku
from .models import Item, PricingRule


@login_required
def search(request):
    q = request.GET.get("q", "")
    items = Item.objects.raw(
        "SELECT * FROM stock_item WHERE sku LIKE '%s%%' OR name ILIKE '%%%s%%'" % (q, q)
    )
    return render(request, "stock/search.html", {"items": items, "q": q})


@login_required
def warehouse_totals(request, warehouse_id):
    with connection.cursor() as cur:
        cur.execute(
            "SELECT category, SUM(quantity) FROM stock_item WHERE warehouse_id = %s GROUP BY category",
            [warehouse_id],
        )
        rows = cur.fetchall()
    resp = JsonResponse({"totals": dict(rows)})
    resp.set_cookie("last_warehouse", str(warehouse_id), max_age=86400 * 30)
    return resp


@login_required
def print_label(request, sku):
    item = get_object_or_404(Item, sku=clean_sku(sku))
    note = request.GET.get("note", "")
    html = "<div class='label'><h2>%s</h2><p>%s</p><small>%s</small></div>" % (item.sku, item.name, note)
    return HttpResponse(html)


@login_required
def item_heading(request, sku):
    item = get_object_or_404(Item, sku=clean_sku(sku))
    return HttpResponse(format_html("<h1>{} <small>{}</small></h1>", item.name, item.category))


@login_required
def save_item(request, sku):
    item = get_object_or_404(Item, sku=clean_sku(sku))
    item.quantity = int(request.POST.get("quantity", item.quantity))
    item.save()
    next_url = request.POST.get("next", "")
    if url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return redirect(next_url)
    return redirect("stock:item", sku=item.sku)


@login_required
def cancel_edit(request, sku):
    return HttpResponseRedirect(request.GET.get("return_to", "/"))


@login_required
def issue_scanner_token(request):
    token = secrets.token_urlsafe(24)
    request.user.profile.scanner_token = token
    request.user.profile.save()
    resp = JsonResponse({"ok": True})
    resp.set_cookie("inv_scanner_token", token, max_age=86400 * 90)
    return resp


@login_required
def fetch_item_image(request, sku):
    item = get_object_or_404(Item, sku=clean_sku(sku))
    form = ItemImageForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("bad url")
    resp = requests.get(form.cleaned_data["image_url"], timeout=10)
    path = "%s/items/%s.jpg" % (settings.MEDIA_ROOT, item.sku)
    with open(path, "wb") as fh:
        fh.write(resp.content)
    return JsonResponse({"saved": True})


@login_required
def refresh_supplier(request, supplier):
    url = settings.SUPPLIER_FEEDS.get(supplier)
    if url is None:
        return HttpResponseBadRequest("unknown supplier")
    resp = requests.get(url, timeout=30)
    products = feeds.parse_trusted_feed(resp.content)
    return JsonResponse({"count": len(products)})


@login_required
def upload_feed(request):
    form = FeedUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return HttpResponseBadRequest()
    products = feeds.parse_supplier_feed(form.cleaned_data["feed"].read())
    return JsonResponse({"count": len(products)})


@login_required
def feed_lookup(request):
    form = FeedUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return HttpResponseBadRequest()
    sku = request.POST.get("sku", "")
    doc = feeds.load_safe(form.cleaned_data["feed"].read())
    return JsonResponse({"matches": feeds.lookup_unsafe(doc, sku), "exact": feeds.lookup(doc, sku)})


@login_required
def set_dimensions(request, sku):
    form = DimensionsForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest()
    return JsonResponse({"dimensions": pricing.parse_dimensions(form.cleaned_data["dimensions"])})


@login_required
def preview_price(request, sku, rule_id):
    item = get_object_or_404(Item, sku=clean_sku(sku))
    rule = get_object_or_404(PricingRule, pk=rule_id)
    return JsonResponse({"price": str(pricing.apply_rule(rule, item.unit_cost))})


@login_required
def create_rule(request):
    form = PricingRuleForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest()
    rule = PricingRule.objects.create(created_by=request.user, **form.cleaned_data)
    return JsonResponse({"id": rule.pk})
