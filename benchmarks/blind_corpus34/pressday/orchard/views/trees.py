import os

from django.conf import settings
from django.http import FileResponse, Http404, HttpResponse
from django.shortcuts import render
from django.utils.html import format_html
from django.utils._os import safe_join
from django.utils.safestring import mark_safe
from django.views import View
from django.views.generic import DetailView

from ..mixins import CoopMemberMixin
from ..models import Tree


class TreeSearchView(View):
    def get(self, request):
        q = request.GET.get("q", "")
        trees = Tree.objects.select_related("variety").filter(variety__name__icontains=q)[:50]
        heading = mark_safe(f"Trees matching &ldquo;{q}&rdquo;") if q else "All trees"
        return render(request, "orchard/tree_search.html", {"heading": heading, "trees": trees})


class TreeCardView(CoopMemberMixin, DetailView):
    model = Tree

    def render_to_response(self, context, **kwargs):
        tree = self.object
        card = format_html(
            "<h1>{}</h1><p>Row {} &middot; planted {}</p><p>{}</p>",
            tree.variety.name,
            tree.row_label,
            tree.planted or "unknown",
            tree.notes,
        )
        return HttpResponse(card)


class TreePhotoView(CoopMemberMixin, View):
    def get(self, request, pk):
        photo = request.GET.get("photo", "latest.jpg")
        path = os.path.join(settings.MEDIA_ROOT, "trees", str(pk), photo)
        if not os.path.exists(path):
            raise Http404("No such photo")
        return FileResponse(open(path, "rb"))


class GraftwoodSheetView(View):
    def get(self, request, name):
        try:
            path = safe_join(settings.MEDIA_ROOT, "graftwood", f"{name}.pdf")
        except Exception:
            raise Http404("No such sheet")
        if not os.path.exists(path):
            raise Http404("No such sheet")
        return FileResponse(open(path, "rb"), content_type="application/pdf")
