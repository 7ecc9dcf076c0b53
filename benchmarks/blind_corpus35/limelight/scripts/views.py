import hashlib
import os

from django.conf import settings
from django.http import FileResponse, Http404, JsonResponse
from django.views import View

from accounts.mixins import ParentRequiredMixin

from .helpers import cue_by_number, cues_in_scene, load_cues, load_legacy_cues, resolve_script


class ScriptDownloadView(ParentRequiredMixin, View):
    def get(self, request, production):
        path = resolve_script(production, request.GET.get("file", "script.pdf"))
        if not os.path.exists(path):
            raise Http404
        response = FileResponse(open(path, "rb"), content_type="application/pdf")
        with open(path, "rb") as fh:
            response["ETag"] = hashlib.md5(fh.read()).hexdigest()
        return response


class SidesView(ParentRequiredMixin, View):
    """Audition sides: short extracts for a named character."""

    def get(self, request, production):
        character = request.GET.get("character", "chorus")
        path = os.path.join(settings.SCRIPTS_ROOT, production, "sides", character + ".pdf")
        return FileResponse(open(path, "rb"), content_type="application/pdf")


class CueSheetView(ParentRequiredMixin, View):
    def post(self, request, production):
        upload = request.FILES["cuesheet"]
        if request.POST.get("format") == "eos-v1":
            tree = load_legacy_cues(upload)
        else:
            tree = load_cues(upload)
        if "number" in request.POST:
            nodes = cue_by_number(tree, request.POST["number"])
        else:
            nodes = cues_in_scene(tree, request.POST.get("scene", "1"))
        return JsonResponse({"cues": [n.get("label") for n in nodes]})
