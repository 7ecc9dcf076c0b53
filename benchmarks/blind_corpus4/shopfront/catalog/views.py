# -*- coding: utf-8 -*-
import logging

from django.db import connection
from django.shortcuts import render, get_object_or_404

from catalog.models import Product, Category, Review
from catalog.search import build_search_clause

logger = logging.getLogger(__name__)

SORT_COLUMNS = {
    'price': 'p.price',
    'name': 'p.name',
    'newest': 'p.created_at DESC',
}


def home(request):
    featured = Product.objects.order_by('-created_at')[:8]
    return render(request, 'catalog/home.html', {'featured': featured})


def product_search(request):
    q = request.GET.get('q', '')
    where = build_search_clause(q)
    sql = "SELECT p.id, p.name, p.price FROM catalog_product p WHERE %s" % where
    cursor = connection.cursor()
    try:
        cursor.execute(sql)
        rows = cursor.fetchall()
    except Exception, e:
        logger.error("search failed: %s", e)
        rows = []
    print "search q=%r hits=%d" % (q, len(rows))
    return render(request, 'catalog/search.html', {'rows': rows, 'q': q})


def category_listing(request, slug):
    category = get_object_or_404(Category, slug=slug)
    order = SORT_COLUMNS.get(request.GET.get('sort'), 'p.name')
    sql = ("SELECT p.id, p.name, p.price FROM catalog_product p "
           "WHERE p.category_id = %%s ORDER BY %s" % order)
    cursor = connection.cursor()
    cursor.execute(sql, [category.id])
    rows = cursor.fetchall()
    return render(request, 'catalog/category.html', {'category': category, 'rows': rows})


def product_detail(request, pk):
    products = list(Product.objects.raw(
        'SELECT * FROM catalog_product WHERE id = %s', [pk]))
    if not products:
        from django.http import Http404
        raise Http404
    product = products[0]
    reviews = Review.objects.filter(product=product, approved=True)
    related = Product.objects.raw(
        "SELECT * FROM catalog_product WHERE category_id = %d AND id <> %d LIMIT 4"
        % (product.category_id, product.id))
    return render(request, 'catalog/product.html', {
        'product': product, 'reviews': reviews, 'related': list(related),
    })
