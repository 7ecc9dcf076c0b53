import hashlib
import os
import uuid

from django.conf import settings
from django.http import FileResponse, Http404, JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View

from members.mixins import MemberRequiredMixin, SectionLeaderMixin

from . import audio, scores
from .models import PracticeTrack, Score


class ScoreFileView(MemberRequiredMixin, View):
    def get(self, request, filename):
        full = os.path.join(settings.SCORE_ROOT, filename)
        if not os.path.isfile(full):
            raise Http404
        return FileResponse(open(full, "rb"))


class ScorePdfView(MemberRequiredMixin, View):
    def get(self, request, pk):
        score = get_object_or_404(Score, pk=pk)
        return FileResponse(open(os.path.join(settings.SCORE_ROOT, score.stored_name), "rb"))


class ScoreUploadView(SectionLeaderMixin, View):
    def post(self, request):
        data = request.FILES["musicxml"].read()
        scores.parse_musicxml(data)
        digest = hashlib.sha1(data).hexdigest()
        existing = Score.objects.filter(content_sha1=digest).first()
        if existing:
            return JsonResponse({"id": existing.pk, "duplicate": True})
        name = f"{uuid.uuid4().hex}.musicxml"
        with open(os.path.join(settings.SCORE_ROOT, name), "wb") as fh:
            fh.write(data)
        score = Score.objects.create(title=request.POST["title"], composer=request.POST.get("composer", ""),
                                     stored_name=name, content_sha1=digest)
        return JsonResponse({"id": score.pk})


class PartLookupView(MemberRequiredMixin, View):
    def get(self, request, pk):
        score = get_object_or_404(Score, pk=pk)
        with open(os.path.join(settings.SCORE_ROOT, score.stored_name), "rb") as fh:
            tree = scores.parse_musicxml(fh.read())
        ids = scores.part_ids_by_name(tree, request.GET.get("name", "Soprano"))
        bars = len(scores.measures_for_part(tree, ids[0])) if ids else 0
        return JsonResponse({"ids": ids, "bars": bars})


class PracticeClipView(MemberRequiredMixin, View):
    def get(self, request, pk):
        track = get_object_or_404(PracticeTrack, pk=pk)
        src = os.path.join(settings.PRACTICE_ROOT, track.stored_name)
        if "tempo" in request.GET:
            out = audio.slow_down(src, request.GET["tempo"])
        else:
            out = audio.clip(src, request.GET.get("start", "0"), request.GET.get("len", "30"))
        return FileResponse(open(out, "rb"), content_type="audio/mpeg")
