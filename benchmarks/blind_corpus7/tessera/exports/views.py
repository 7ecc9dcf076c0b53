import csv
import io
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponse

from catalog.models import Product


@login_required
def download(request):
    name = request.GET.get("file", "")
    path = os.path.join(settings.EXPORT_ROOT, name)
    if not os.path.exists(path):
        raise Http404
    return FileResponse(open(path, "rb"), as_attachment=True)


@login_required
def download_report(request, name):
    root = os.path.realpath(settings.EXPORT_ROOT)
    path = os.path.realpath(os.path.join(root, os.path.basename(name)))
    if not path.startswith(root + os.sep) or not os.path.isfile(path):
        raise Http404
    return FileResponse(open(path, "rb"), as_attachment=True)


@login_required
def products_csv(request):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["sku", "name", "price"])
    for p in Product.objects.order_by("sku"):
        w.writerow([p.sku, p.name, p.price])
    resp = HttpResponse(buf.getvalue(), content_type="text/csv")
    resp["Content-Disposition"] = 'attachment; filename="products.csv"'
    return resp
