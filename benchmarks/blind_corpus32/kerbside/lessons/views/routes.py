"""Practice test routes, stored as small XML route files per test centre."""
import os

from defusedxml import ElementTree as DefusedET
from django.conf import settings
from django.http import HttpResponseBadRequest
from django.views import View
from django.views.generic import FormView
from lxml import etree

from ..forms import RouteUploadForm
from ..mixins import InstructorRequiredMixin, JsonMixin

_ROUTE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, dtd_validation=False, load_dtd=False)


class RouteUploadView(InstructorRequiredMixin, FormView):
    template_name = "lessons/route_upload.html"
    form_class = RouteUploadForm
    success_url = "/routes/"

    def form_valid(self, form):
        data = form.cleaned_data["route_file"].read()
        try:
            root = DefusedET.fromstring(data)
        except DefusedET.ParseError:
            return HttpResponseBadRequest("not a route file")
        name = root.get("name", "route").replace("/", "_")[:40]
        target = os.path.join(settings.ROUTE_MAPS_DIR, f"{form.cleaned_data['centre']}-{name}.xml")
        with open(target, "wb") as fh:
            fh.write(data)
        return super().form_valid(form)


class RouteSearchView(JsonMixin, View):
    def _load(self, centre):
        path = os.path.join(settings.ROUTE_MAPS_DIR, "index.xml")
        return etree.parse(path, _ROUTE_PARSER)

    def get(self, request):
        tree = self._load(request.GET.get("centre"))
        road = request.GET.get("road", "")
        hazard = request.GET.get("hazard", "")
        by_road = tree.xpath(f"//route[waypoint/@road='{road}']/@name")
        by_hazard = tree.xpath("//route[hazard/@kind=$kind]/@name", kind=hazard)
        return self.render_json({"road": list(by_road), "hazard": list(by_hazard)})
