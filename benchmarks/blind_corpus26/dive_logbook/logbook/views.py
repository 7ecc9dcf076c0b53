import os
import tempfile

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse, JsonResponse
from django.utils._os import safe_join
from django.views import View
from django.views.generic import FormView, TemplateView

from .computers import convert_with_subsurface
from .forms import ComputerUploadForm, GasPlanForm
from .gas import mod_for, custom_mod
from .importers import (
    dives_at_site,
    dives_with_buddy,
    load_equipment_profile,
    load_equipment_profile_strict,
    parse_uddf,
)
from .models import Dive, DiveSite


class DiveStatsView(LoginRequiredMixin, View):
    def get(self, request):
        site = request.GET.get("site", "")
        with connection.cursor() as cur:
            cur.execute(
                "SELECT COUNT(*), MAX(max_depth_m), SUM(bottom_time_min) FROM logbook_dive d "
                "JOIN logbook_divesite s ON s.id = d.site_id WHERE d.diver_id = %s AND s.name = %s",
                [request.user.id, site],
            )
            count, deepest, minutes = cur.fetchone()
        return JsonResponse({"site": site, "dives": count, "deepest": deepest, "minutes": minutes})


class BuddySearchView(LoginRequiredMixin, View):
    def get(self, request):
        buddy = request.GET.get("buddy", "")
        year = request.GET.get("year", "2024")
        query = (
            "SELECT id, date, max_depth_m FROM logbook_dive WHERE diver_id = %d AND buddy = '%s' "
            "AND EXTRACT(YEAR FROM date) = %s" % (request.user.id, buddy, year)
        )
        rows = Dive.objects.raw(query)
        return JsonResponse({"dives": [{"id": d.id, "date": str(d.date)} for d in rows]})


class DiveDetailView(LoginRequiredMixin, TemplateView):
    template_name = "logbook/dive_detail.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        try:
            ctx["dive"] = Dive.objects.get(pk=kwargs["pk"], diver=self.request.user)
        except Dive.DoesNotExist:
            raise Http404
        return ctx


class SitePhotoView(View):
    def get(self, request, site_id):
        photo = request.GET.get("photo", "cover.jpg")
        try:
            path = safe_join(settings.SITE_PHOTOS, str(int(site_id)), photo)
        except Exception:
            raise Http404
        if not os.path.isfile(path):
            raise Http404
        return FileResponse(open(path, "rb"), content_type="image/jpeg")


class SiteBriefingView(View):
    """Printable PDF briefing prepared by the dive leader for a site."""

    def get(self, request):
        name = request.GET.get("file", "")
        briefing_dir = os.path.join(settings.MEDIA_ROOT, "briefings")
        return FileResponse(open(os.path.join(briefing_dir, name), "rb"), content_type="application/pdf")


class ComputerUploadView(LoginRequiredMixin, FormView):
    form_class = ComputerUploadForm
    template_name = "logbook/upload.html"
    success_url = "/dives/"

    def form_valid(self, form):
        upload = form.cleaned_data["export"]
        if upload.name.lower().endswith(".uddf"):
            dives = parse_uddf(upload.read())
        else:
            work = tempfile.mkdtemp(prefix="divelog_")
            src = os.path.join(work, "upload.bin")
            with open(src, "wb") as fh:
                for chunk in upload.chunks():
                    fh.write(chunk)
            dives = parse_uddf(convert_with_subsurface(src, form.cleaned_data.get("model") or "auto"))
        for d in dives:
            site, _ = DiveSite.objects.get_or_create(name=d["site"] or "Unknown", defaults={"country": ""})
            Dive.objects.create(diver=self.request.user, site=site, date=d["date"], max_depth_m=d["depth"],
                                bottom_time_min=d["minutes"], notes=d.get("notes", ""))
        return super().form_valid(form)


class GasPlanView(FormView):
    form_class = GasPlanForm
    template_name = "logbook/gas_plan.html"

    def form_valid(self, form):
        data = form.cleaned_data
        if data.get("formula"):
            mod = custom_mod(data["formula"], data["o2_fraction"], data["ppo2_limit"])
        else:
            mod = mod_for(data["o2_fraction"], data["ppo2_limit"])
        return self.render_to_response(self.get_context_data(form=form, mod=mod))


class LogExportView(LoginRequiredMixin, View):
    def get(self, request):
        with open("/tmp/divelog_export_%d.csv" % request.user.id, "w") as fh:
            for d in Dive.objects.filter(diver=request.user):
                fh.write("%s,%s,%s,%s\n" % (d.date, d.site.name, d.max_depth_m, d.bottom_time_min))
        return FileResponse(open(fh.name, "rb"), as_attachment=True, filename="logbook.csv")


class UddfQueryView(LoginRequiredMixin, View):
    """Query an uploaded UDDF file without importing it."""

    def post(self, request):
        raw = request.FILES["uddf"].read()
        if "buddy" in request.POST:
            hits = dives_with_buddy(raw, request.POST["buddy"])
        else:
            hits = dives_at_site(raw, request.POST.get("site", ""))
        return JsonResponse({"matches": len(hits)})


class EquipmentProfileView(LoginRequiredMixin, View):
    def post(self, request):
        text = request.body.decode("utf-8")
        if request.GET.get("strict") == "1":
            profile = load_equipment_profile_strict(text)
        else:
            profile = load_equipment_profile(text)
        return JsonResponse({"items": sorted((profile or {}).keys())})
