import yaml
from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View
from lxml import etree

from ..labels import print_bottle_label
from ..mixins import CoopMemberMixin, PressTeamMixin
from ..models import Batch
from ..services import notify_member

LAB_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class LabReportUploadView(PressTeamMixin, View):
    def post(self, request, pk):
        batch = get_object_or_404(Batch, pk=pk)
        doc = etree.fromstring(request.FILES["report"].read(), parser=LAB_PARSER)
        sample = request.POST.get("sample", "")
        brix = doc.xpath("string(//sample[@id=$sid]/brix)", sid=sample)
        ph = doc.xpath("string(//sample[@id=$sid]/ph)", sid=sample)
        batch.brix, batch.ph = brix or None, ph or None
        batch.save()
        return JsonResponse({"brix": brix, "ph": ph})


class ScaleTicketView(CoopMemberMixin, View):
    def post(self, request, pk):
        batch = get_object_or_404(Batch, pk=pk, booking__member=request.user)
        tree = etree.parse(request.FILES["ticket"])
        bin_id = request.POST.get("bin", "A")
        net = tree.xpath(f"string(//ticket/bin[@id='{bin_id}']/net)")
        return JsonResponse({"batch": batch.pk, "net_kg": net})


class AdjustView(CoopMemberMixin, View):
    def post(self, request, pk):
        batch = get_object_or_404(Batch, pk=pk)
        adjust = request.POST.get("adjust", "brix")
        env = {"brix": float(batch.brix or 0), "ph": float(batch.ph or 0), "litres": float(batch.litres)}
        value = eval(compile(adjust, "<adjust>", "eval"), {"__builtins__": {}}, env)
        return JsonResponse({"value": value})


class PressProfileView(PressTeamMixin, View):
    def post(self, request, pk):
        batch = get_object_or_404(Batch, pk=pk)
        profile = yaml.load(request.FILES["profile"].read(), Loader=yaml.Loader)
        if not isinstance(profile, dict):
            return HttpResponseBadRequest("profile must be a mapping")
        return JsonResponse({"batch": batch.pk, "steps": len(profile.get("steps", []))})


class BatchReadyView(PressTeamMixin, View):
    def post(self, request, pk):
        batch = get_object_or_404(Batch, pk=pk)
        batch.ready = True
        batch.save(update_fields=["ready"])
        notify_member(batch)
        return JsonResponse({"ok": True})


class BottleLabelView(CoopMemberMixin, View):
    def post(self, request, pk):
        batch = get_object_or_404(Batch.objects.select_related("variety"), pk=pk)
        dedication = request.POST.get("dedication", "")
        print_bottle_label(batch, dedication, settings.LABEL_PRINTER)
        return JsonResponse({"queued": True})
