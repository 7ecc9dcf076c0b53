import ast
import random

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.template import Context, Template
from django.utils.html import escape

from .forms import NewsletterPreviewForm
from .models import Product
from .search import products_in_category, rating_summary, search_products


def home(request):
    featured = list(Product.objects.filter(featured=True)[:24])
    random.shuffle(featured)
    return render(request, "catalog/home.html", {"featured": featured[:8]})


def search(request):
    q = request.GET.get("q", "")
    results = list(search_products(q, request.GET.get("sort")))
    if not results:
        return HttpResponse("<p>No results for <em>%s</em>.</p>" % escape(q), status=404)
    return render(request, "catalog/search.html", {"results": results, "q": q})


def category(request, slug):
    return render(request, "catalog/category.html", {"products": list(products_in_category(slug)), "slug": slug})


def top_rated(request):
    min_rating = request.GET.get("min", "4")
    return JsonResponse({"rows": rating_summary(min_rating)})


def product_detail(request, sku):
    product = get_object_or_404(Product, sku=sku)
    return render(request, "catalog/detail.html", {"product": product})


def compare(request):
    raw = request.GET.get("skus", "[]")
    try:
        skus = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        skus = []
    products = Product.objects.filter(sku__in=[str(s) for s in skus][:4])
    return render(request, "catalog/compare.html", {"products": products})


def welcome_banner(request):
    name = request.GET.get("name", "guest")
    return HttpResponse("<div class='banner'>Welcome back, %s!</div>" % name)


@login_required
def newsletter_preview(request):
    form = NewsletterPreviewForm(request.POST or None)
    if form.is_valid():
        tmpl = Template(form.cleaned_data["body"])
        html = tmpl.render(Context({"products": Product.objects.filter(featured=True), "request": request}))
        return HttpResponse(html)
    return render(request, "catalog/newsletter.html", {"form": form})
