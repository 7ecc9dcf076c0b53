import ast
import subprocess
from urllib.parse import urlparse

import requests
from django.contrib.auth import authenticate, login
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import escape
from django.utils.http import url_has_allowed_host_and_scheme

from .forms import CardMessageForm, LabelForm, OrderSearchForm
from .models import Order
from .tokens import staff_cookie_response

PRICE_TIERS = "{'standard': 35, 'deluxe': 55, 'luxe': 80}"
INSPIRATION_HOSTS = {"images.unsplash.com", "i.pinimg.com"}


def order_search(request):
    form = OrderSearchForm(request.GET)
    orders = []
    if form.is_valid():
        q = form.cleaned_data["q"]
        orders = list(Order.objects.raw(
            "SELECT * FROM orders_order WHERE recipient ILIKE '%%" + q + "%%' ORDER BY delivery_date"))
        if form.cleaned_data["postcode"]:
            orders += list(Order.objects.raw(
                "SELECT * FROM orders_order WHERE postcode = %s", [form.cleaned_data["postcode"]]))
    tiers = ast.literal_eval(PRICE_TIERS)
    return render(request, "orders/search.html", {"form": form, "orders": orders, "tiers": tiers})


def card_preview(request, ref):
    order = get_object_or_404(Order, reference=ref)
    form = CardMessageForm(request.POST or None)
    if form.is_valid():
        return HttpResponse("<div class='card'><h3>To %s</h3><p>%s</p></div>"
                            % (escape(form.cleaned_data["recipient"]), form.cleaned_data["message"]))
    return HttpResponse("<p>Card for order %s</p>" % escape(order.reference))


def print_labels(request, ref):
    order = get_object_or_404(Order, reference=ref)
    form = LabelForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("bad label request")
    printer = form.cleaned_data["printer"]
    subprocess.run(["lp", "-d", "label_" + printer, "-n", str(form.cleaned_data["copies"]), "-o", "order=" + order.reference],
                   check=False)
    ribbon = form.cleaned_data["ribbon_text"]
    if ribbon:
        subprocess.run("ribbonprint --font serif --text \"%s\"" % ribbon, shell=True, check=False)
    return JsonResponse({"queued": True})


def staff_login(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "orders/login.html", {"error": True})
    login(request, user)
    nxt = request.POST.get("next", "/orders/")
    if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=True):
        return staff_cookie_response(redirect(nxt), user.pk, request.POST.get("remember"))
    return staff_cookie_response(redirect("order_search"), user.pk, request.POST.get("remember"))


def continue_to(request):
    target = request.GET.get("to", "/")
    request.session["last_seen"] = target
    return redirect(target)


def inspiration_image(request):
    url = request.GET.get("src", "")
    host = urlparse(url).hostname
    if host not in INSPIRATION_HOSTS:
        return HttpResponseBadRequest("unsupported image host")
    img = requests.get(url, timeout=8, allow_redirects=False)
    return HttpResponse(img.content, content_type=img.headers.get("Content-Type", "image/jpeg"))
