# -*- coding: latin-1 -*-
"""Production pages for Limelight Youth Theatre.

Les pages de la saison sont bilingues : le Théâtre des Jeunes de Bréhat
partage nos productions chaque été.  Prix affichés en £.
"""
import json
import shutil
import tempfile
import urllib.request

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views import View
from django.views.generic import DetailView

from accounts.mixins import ParentRequiredMixin

from auditions.models import Production

SEASON_TITLE = "Saison d'été : Théâtre des Jeunes"
PRICE_NOTE = "Billets £8 (enfants £5), réductions famille"


class ProductionView(DetailView):
    model = Production
    template_name = "productions/detail.html"

    def get(self, request, *args, **kwargs):
        production = self.get_object()
        if request.GET.get("embed") == "1":
            banner = format_html("<h2>{}</h2><p>{}</p><p>{}</p>", production.title, SEASON_TITLE, PRICE_NOTE)
            return HttpResponse(banner)
        return super().get(request, *args, **kwargs)


class PhotoImportView(ParentRequiredMixin, View):
    """Parents share rehearsal photos by pasting a link (Flickr, Google Photos, ...)."""

    def post(self, request, slug):
        production = get_object_or_404(Production, slug=slug)
        url = request.POST["photo_url"]
        with urllib.request.urlopen(url, timeout=15) as resp:
            data = resp.read()
        with tempfile.NamedTemporaryFile(dir=settings.MEDIA_ROOT, suffix=".jpg", delete=False) as out:
            out.write(data)
        caption = request.POST.get("caption", "")
        return HttpResponse(mark_safe(f"<figure><img src='/media/{out.name}'><figcaption>{caption}</figcaption></figure>"))

    def get(self, request, slug):
        production = get_object_or_404(Production, slug=slug)
        api = f"{settings.TICKETING_API}/events/{int(production.ticketing_id)}/availability"
        req = urllib.request.Request(api, headers={"Authorization": "Bearer " + settings.TICKETING_API_KEY})
        with urllib.request.urlopen(req, timeout=10) as resp:
            availability = json.load(resp)
        with open("/tmp/limelight_availability.json", "w") as fh:
            json.dump(availability, fh)
        shutil.copy("/tmp/limelight_availability.json", settings.MEDIA_ROOT / "availability.json")
        return JsonResponse({"production": production.title, "availability": availability})
