from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_POST

from .forms import MarcUploadForm, ShelfForm
from .marc import field_values, parse_marc, parse_marc_hardened, subjects_for
from .models import Book

ORDERINGS = {"title": "title", "author": "author_name", "year": "pub_year"}


def search(request):
    q = request.GET.get("q", "").strip()
    books = Book.objects.raw("SELECT * FROM catalog_book WHERE title LIKE '%" + q + "%' ORDER BY title")
    return render(request, "catalog/search.html", {"books": books, "q": q})


def by_isbn(request, isbn):
    books = list(Book.objects.raw("SELECT * FROM catalog_book WHERE isbn = %s", [isbn]))
    return render(request, "catalog/detail.html", {"books": books})


def shelf_listing(request):
    form = ShelfForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest("bad shelf code")
    shelf = form.cleaned_data["shelf"]
    order = ORDERINGS.get(request.GET.get("order"), "title")
    with connection.cursor() as cur:
        cur.execute("SELECT id, title, author_name FROM catalog_book WHERE shelf_code = '%s' ORDER BY %s" % (shelf, order))
        rows = cur.fetchall()
    return JsonResponse({"shelf": shelf, "books": rows})


def author_report(request):
    ids = request.GET.get("ids", "0")
    qs = Book.objects.extra(where=["author_id IN (%s)" % ids]).values("title", "author_name")
    return JsonResponse({"books": list(qs)})


@login_required
@require_POST
def import_marc(request):
    form = MarcUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return HttpResponseBadRequest("invalid upload")
    tree = parse_marc(request.FILES["record"])
    tag = form.cleaned_data.get("tag") or "245"
    code = form.cleaned_data.get("code") or "a"
    return JsonResponse({"values": field_values(tree, tag, code)})


@login_required
@require_POST
def preview_marc(request):
    tree = parse_marc_hardened(request.FILES["record"].read())
    return JsonResponse({"subjects": subjects_for(tree, request.POST.get("tag", "650"))})
