import base64
import os
import pickle
import subprocess

from django.http import HttpResponse, JsonResponse
from django.views import View

from accounts.mixins import ParentRequiredMixin, StaffRequiredMixin

from .store import store

LABEL_DIR = "/srv/limelight/labels"


class CostumeSearchView(ParentRequiredMixin, View):
    def get(self, request):
        if "rail" in request.GET:
            rows = store.by_rail(request.GET["rail"])
        else:
            rows = store.search(request.GET.get("q", ""), request.GET.get("size", "M"))
        return JsonResponse({"items": rows})


class BasketView(ParentRequiredMixin, View):
    def get(self, request):
        raw = request.COOKIES.get("costume_basket")
        basket = pickle.loads(base64.b64decode(raw)) if raw else []
        return JsonResponse({"basket": basket})

    def post(self, request):
        basket = request.session.setdefault("basket", [])
        basket.append(int(request.POST["item"]))
        request.session.modified = True
        response = JsonResponse({"basket": basket})
        response.set_cookie("costume_basket", base64.b64encode(pickle.dumps(basket)).decode())
        return response


class PrintLabelView(StaffRequiredMixin, View):
    def post(self, request, pk):
        item = store.get(pk)
        path = os.path.join(LABEL_DIR, f"{int(pk)}.pdf")
        printer = request.POST.get("printer", "wardrobe")
        os.system(f"lp -d {printer} {path}")
        return HttpResponse(status=204)

    def get(self, request, pk):
        path = os.path.join(LABEL_DIR, f"{int(pk)}.pdf")
        subprocess.run(["lp", "-d", "wardrobe", path], check=True)
        return HttpResponse(status=204)
