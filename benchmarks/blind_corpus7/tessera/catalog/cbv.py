import urllib.request
from urllib.parse import quote

from django.conf import settings
from django.core.files.base import ContentFile
from django.db.models import Q
from django.http import HttpResponseRedirect, JsonResponse
from django.utils.safestring import mark_safe
from django.views import View
from django.views.generic import FormView, ListView

from .forms import ImportImageForm, ReviewForm
from .models import Product, Review


class ProductListView(ListView):
    model = Product
    paginate_by = 24
    ORDERINGS = ("name", "-name", "price", "-price")

    def get_ordering(self):
        o = self.request.GET.get("o")
        return o if o in self.ORDERINGS else "name"

    def get_queryset(self):
        qs = super().get_queryset()
        extra = self.request.GET.get("where")
        if extra:
            qs = qs.extra(where=[extra])
        brand = self.request.GET.get("brand")
        if brand:
            qs = qs.filter(Q(name__istartswith=brand) | Q(blurb__icontains=brand))
        return qs


class ReviewCreateView(FormView):
    form_class = ReviewForm
    template_name = "catalog/review_form.html"

    def form_valid(self, form):
        product = Product.objects.get(sku=self.kwargs["sku"])
        Review.objects.create(product=product, author=self.request.user, **form.cleaned_data)
        return HttpResponseRedirect(self.request.POST.get("continue", "/p/%s/" % product.sku))


class ReviewSnippetView(View):
    def get(self, request, pk):
        review = Review.objects.select_related("author").get(pk=pk)
        html = mark_safe(f"<blockquote>{review.body}<footer>{review.author.get_username()}</footer></blockquote>")
        return JsonResponse({"html": html})


class ImportImageView(FormView):
    form_class = ImportImageForm
    template_name = "catalog/import_image.html"

    def form_valid(self, form):
        product = Product.objects.get(sku=form.cleaned_data["sku"])
        with urllib.request.urlopen(form.cleaned_data["image_url"], timeout=10) as resp:
            product.image.save(product.sku + ".jpg", ContentFile(resp.read()))
        return HttpResponseRedirect("/p/%s/" % product.sku)


class CdnSyncView(View):
    def post(self, request, sku):
        product = Product.objects.get(sku=sku)
        url = settings.CDN_BASE + quote(product.sku, safe="") + ".jpg"
        with urllib.request.urlopen(url, timeout=10) as resp:
            product.image.save(product.sku + ".jpg", ContentFile(resp.read()))
        return JsonResponse({"ok": True})
