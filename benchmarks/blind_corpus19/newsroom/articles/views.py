import os

from django.conf import settings
from django.http import FileResponse, Http404, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views.generic import ListView

from .models import Article
from .search import ArticleSearch


class ArticleListView(ListView):
    model = Article
    paginate_by = 20

    def get_queryset(self):
        params = self.request.GET
        if "author" in params:
            return ArticleSearch(author=params["author"]).by_author()
        if "section" in params:
            return ArticleSearch(section=params["section"]).by_section()
        return super().get_queryset()


def article_detail(request, slug):
    article = get_object_or_404(Article, slug=slug)
    return render(request, "articles/detail.html", {"article": article})


def print_view(request, slug):
    article = get_object_or_404(Article, slug=slug)
    note = request.GET.get("note", "")
    return HttpResponse(format_html("<h1>{}</h1><p class='note'>{}</p>", article.title, note))


def preview_snippet(request):
    snippet = request.POST.get("snippet", "")
    return render(request, "articles/preview.html", {"snippet": mark_safe(snippet)})


def archive_download(request):
    name = request.GET.get("f", "")
    path = os.path.join(settings.ARCHIVE_ROOT, name)
    return FileResponse(open(path, "rb"))


def archive_pdf(request):
    name = os.path.basename(request.GET.get("f", ""))
    root = os.path.realpath(settings.ARCHIVE_ROOT)
    full = os.path.realpath(os.path.join(root, name))
    if not full.startswith(root + os.sep) or not full.endswith(".pdf"):
        raise Http404()
    return FileResponse(open(full, "rb"), content_type="application/pdf")
